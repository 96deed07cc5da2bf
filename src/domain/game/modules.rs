//! The module catalogue: each module type, what it suits, its options (with their JSON schema)
//! and its scoring rule.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::{PartialSchema, ToSchema};

use crate::error::FieldError;

/// A type of game module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ModuleType {
    /// A question set of exam questions (single or multiple choice, true/false, numeric).
    Quiz,
    /// True or false statements against the clock.
    TrueFalseRace,
    /// Cards to turn: a term, then its definition.
    Flashcards,
    /// Face-down cards to pair (fraction ↔ decimal, term ↔ definition, figure ↔ name).
    Memory,
    /// Two columns to link.
    Matching,
    /// Items to put in order (numbers, a timeline).
    Ordering,
    /// A text with blanks to fill from a word bank (cloze).
    FillBlanks,
    /// Items to drag into their category.
    Categorize,
    /// A crossword of the chapter's words, with numbered clues.
    Crossword,
    /// A grid of letters hiding the chapter's words.
    WordSearch,
}

impl ModuleType {
    /// Every module type, in catalogue order.
    pub const ALL: [ModuleType; 10] = [
        ModuleType::Quiz,
        ModuleType::TrueFalseRace,
        ModuleType::Flashcards,
        ModuleType::Memory,
        ModuleType::Matching,
        ModuleType::Ordering,
        ModuleType::FillBlanks,
        ModuleType::Categorize,
        ModuleType::Crossword,
        ModuleType::WordSearch,
    ];

    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Quiz => "quiz",
            Self::TrueFalseRace => "true_false_race",
            Self::Flashcards => "flashcards",
            Self::Memory => "memory",
            Self::Matching => "matching",
            Self::Ordering => "ordering",
            Self::FillBlanks => "fill_blanks",
            Self::Categorize => "categorize",
            Self::Crossword => "crossword",
            Self::WordSearch => "word_search",
        }
    }

    /// The type named `name` on the wire.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == name)
    }

    /// Its scoring rule.
    pub fn scoring(self) -> ScoringRule {
        let (fr, en) = match self {
            Self::Quiz => (
                "une question réussie du premier coup",
                "a question answered right at the first try",
            ),
            Self::TrueFalseRace => (
                "une affirmation bien jugée avant la fin du temps",
                "a statement judged right before time runs out",
            ),
            Self::Flashcards => (
                "une carte sue (auto-évaluation)",
                "a card known (self-assessed)",
            ),
            Self::Memory => ("une paire trouvée", "a pair found"),
            Self::Matching => ("une association juste", "a right link"),
            Self::Ordering => ("un élément à sa place", "an item in its place"),
            Self::FillBlanks => ("un trou bien rempli", "a blank filled right"),
            Self::Categorize => (
                "un élément dans la bonne catégorie",
                "an item in its category",
            ),
            Self::Crossword => ("un mot juste", "a word filled right"),
            Self::WordSearch => ("un mot trouvé", "a word found"),
        };
        let memory = self == Self::Memory;
        ScoringRule {
            item: Localized::new(fr, en),
            mistake_penalty_percent: if memory { 50 } else { 0 },
            free_mistakes_per_item: u32::from(memory),
        }
    }
}

/// A text in French and in English.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Localized {
    /// French.
    pub fr: String,
    /// English.
    pub en: String,
}

impl Localized {
    /// The pair (`fr`, `en`).
    pub fn new(fr: &str, en: &str) -> Self {
        Self {
            fr: fr.to_owned(),
            en: en.to_owned(),
        }
    }
}

/// How a module is scored, within the game's one scoring model (see
/// [`super::scoring`]): every item is worth the module's `pointsPerItem`; a mistake beyond
/// `freeMistakesPerItem × items` costs `mistakePenaltyPercent` % of an item's points and one
/// life.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScoringRule {
    /// What earns an item's points.
    pub item: Localized,
    /// Points lost per counted mistake, as a percentage of an item's points (rounded down).
    pub mistake_penalty_percent: u32,
    /// Mistakes allowed per item before mistakes count (memory: one mismatch per pair).
    pub free_mistakes_per_item: u32,
}

/// Where a memory or matching module takes its pairs from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PairSource {
    /// The best source for the chapters: fraction ↔ decimal for fractions, figure ↔ name in
    /// geometry, term ↔ definition otherwise.
    #[default]
    Auto,
    /// A fraction and its decimal value.
    FractionDecimal,
    /// A term and its definition.
    TermDefinition,
    /// A figure and its name.
    FigureName,
}

/// What an ordering module orders.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SequenceSource {
    /// Numbers of the chapter's kind (decimals, fractions, relative numbers).
    #[default]
    Numbers,
    /// Discoveries of the subject, by year.
    Timeline,
}

/// How a categorize module sorts its items.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SortSource {
    /// The best sort for the chapters.
    #[default]
    Auto,
    /// Prime or composite numbers.
    Primes,
    /// Fractions less than, equal to or greater than 1.
    FractionVsOne,
    /// Units by the magnitude they measure.
    Units,
    /// Positive or negative numbers.
    Sign,
    /// Words by the chapter they belong to (needs two chapters with vocabulary).
    Chapters,
}

/// A direction words may run in a word search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Left to right.
    Horizontal,
    /// Top to bottom.
    Vertical,
    /// Top left to bottom right, and bottom left to top right.
    Diagonal,
}

macro_rules! options {
    ($(#[doc = $doc:literal] $name:ident { $($body:tt)* })*) => {$(
        #[doc = $doc]
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
        #[serde(rename_all = "camelCase", deny_unknown_fields)]
        pub struct $name { $($body)* }
    )*};
}

fn d10() -> u32 {
    10
}

options! {
    /// Options of `quiz`.
    QuizOptions {
        /// Questions, 1 to 20.
        #[serde(default = "QuizOptions::count")]
        #[schema(minimum = 1, maximum = 20, default = 5)]
        pub question_count: u32,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `true_false_race`.
    TrueFalseRaceOptions {
        /// Statements, 4 to 30.
        #[serde(default = "TrueFalseRaceOptions::count")]
        #[schema(minimum = 4, maximum = 30, default = 10)]
        pub statement_count: u32,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// The race's time in seconds, 10 to 3600.
        #[serde(default = "TrueFalseRaceOptions::time")]
        #[schema(minimum = 10, maximum = 3600, default = 60)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `flashcards`.
    FlashcardsOptions {
        /// Cards, 3 to 20.
        #[serde(default = "FlashcardsOptions::count")]
        #[schema(minimum = 3, maximum = 20, default = 8)]
        pub card_count: u32,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `memory`.
    MemoryOptions {
        /// Pairs, 3 to 12.
        #[serde(default = "MemoryOptions::count")]
        #[schema(minimum = 3, maximum = 12, default = 6)]
        pub pair_count: u32,
        /// Where the pairs come from.
        #[serde(default)]
        #[schema(inline)]
        pub pairs: PairSource,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `matching`.
    MatchingOptions {
        /// Pairs, 3 to 10.
        #[serde(default = "MatchingOptions::count")]
        #[schema(minimum = 3, maximum = 10, default = 5)]
        pub pair_count: u32,
        /// Where the pairs come from.
        #[serde(default)]
        #[schema(inline)]
        pub pairs: PairSource,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `ordering`.
    OrderingOptions {
        /// Items, 3 to 10.
        #[serde(default = "OrderingOptions::count")]
        #[schema(minimum = 3, maximum = 10, default = 6)]
        pub item_count: u32,
        /// What is ordered.
        #[serde(default)]
        #[schema(inline)]
        pub sequence: SequenceSource,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `fill_blanks`.
    FillBlanksOptions {
        /// Blanks, 2 to 8 (one per sentence).
        #[serde(default = "FillBlanksOptions::count")]
        #[schema(minimum = 2, maximum = 8, default = 4)]
        pub blank_count: u32,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `categorize`.
    CategorizeOptions {
        /// Items, 4 to 16.
        #[serde(default = "CategorizeOptions::count")]
        #[schema(minimum = 4, maximum = 16, default = 8)]
        pub item_count: u32,
        /// How items are sorted.
        #[serde(default)]
        #[schema(inline)]
        pub sort: SortSource,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `crossword`.
    CrosswordOptions {
        /// Words, 4 to 12.
        #[serde(default = "CrosswordOptions::count")]
        #[schema(minimum = 4, maximum = 12, default = 6)]
        pub word_count: u32,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
    /// Options of `word_search`.
    WordSearchOptions {
        /// Words, 4 to 12.
        #[serde(default = "WordSearchOptions::count")]
        #[schema(minimum = 4, maximum = 12, default = 6)]
        pub word_count: u32,
        /// Side of the square grid, 8 to 16.
        #[serde(default = "WordSearchOptions::size")]
        #[schema(minimum = 8, maximum = 16, default = 10)]
        pub size: u32,
        /// Directions words may run in (default: all three); at least one, no repeats.
        #[serde(default = "WordSearchOptions::directions")]
        #[schema(inline, min_items = 1, max_items = 3)]
        pub directions: Vec<Direction>,
        /// Whether words may also run backwards.
        #[serde(default)]
        pub backwards: bool,
        /// Points per item, 1 to 100.
        #[serde(default = "d10")]
        #[schema(minimum = 1, maximum = 100, default = 10)]
        pub points_per_item: u32,
        /// Time limit of the module in seconds (10 to 3600); none by default.
        #[schema(minimum = 10, maximum = 3600)]
        pub time_limit_seconds: Option<u32>,
    }
}

impl QuizOptions {
    fn count() -> u32 {
        5
    }
}
impl TrueFalseRaceOptions {
    fn count() -> u32 {
        10
    }
    fn time() -> Option<u32> {
        Some(60)
    }
}
impl FlashcardsOptions {
    fn count() -> u32 {
        8
    }
}
impl MemoryOptions {
    fn count() -> u32 {
        6
    }
}
impl MatchingOptions {
    fn count() -> u32 {
        5
    }
}
impl OrderingOptions {
    fn count() -> u32 {
        6
    }
}
impl FillBlanksOptions {
    fn count() -> u32 {
        4
    }
}
impl CategorizeOptions {
    fn count() -> u32 {
        8
    }
}
impl CrosswordOptions {
    fn count() -> u32 {
        6
    }
}
impl WordSearchOptions {
    fn count() -> u32 {
        6
    }
    fn size() -> u32 {
        10
    }
    fn directions() -> Vec<Direction> {
        vec![
            Direction::Horizontal,
            Direction::Vertical,
            Direction::Diagonal,
        ]
    }
}

/// A module's options, checked and with every default filled in.
#[derive(Debug, Clone, PartialEq)]
pub enum ModuleOptions {
    /// `quiz`.
    Quiz(QuizOptions),
    /// `true_false_race`.
    TrueFalseRace(TrueFalseRaceOptions),
    /// `flashcards`.
    Flashcards(FlashcardsOptions),
    /// `memory`.
    Memory(MemoryOptions),
    /// `matching`.
    Matching(MatchingOptions),
    /// `ordering`.
    Ordering(OrderingOptions),
    /// `fill_blanks`.
    FillBlanks(FillBlanksOptions),
    /// `categorize`.
    Categorize(CategorizeOptions),
    /// `crossword`.
    Crossword(CrosswordOptions),
    /// `word_search`.
    WordSearch(WordSearchOptions),
}

/// The field error at `prefix.name`.
fn field(prefix: &str, name: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: if name.is_empty() {
            prefix.to_owned()
        } else {
            format!("{prefix}.{name}")
        },
        message: message.into(),
    }
}

fn parse<T: DeserializeOwned>(value: &serde_json::Value, prefix: &str) -> Result<T, FieldError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let message = e.into_inner().to_string();
        let name = if let Some(rest) = message.strip_prefix("unknown field `") {
            rest.split('`').next().unwrap_or("").to_owned()
        } else if let Some(rest) = message.strip_prefix("missing field `") {
            rest.split('`').next().unwrap_or("").to_owned()
        } else if path == "." {
            String::new()
        } else {
            path
        };
        // serde's message names the Rust types; keep its first clause only.
        let message = message.split(", expected").next().unwrap_or("").to_owned();
        field(prefix, &name, message)
    })
}

fn range(errors: &mut Vec<FieldError>, prefix: &str, name: &str, value: u32, (lo, hi): (u32, u32)) {
    if !(lo..=hi).contains(&value) {
        errors.push(field(prefix, name, format!("must be from {lo} to {hi}")));
    }
}

fn common(errors: &mut Vec<FieldError>, prefix: &str, points: u32, time: Option<u32>) {
    range(errors, prefix, "pointsPerItem", points, (1, 100));
    if let Some(t) = time {
        range(errors, prefix, "timeLimitSeconds", t, (10, 3600));
    }
}

impl ModuleOptions {
    /// Reads and checks the options of a module of type `ty` (`null` or absent: the defaults);
    /// errors name their field under `prefix` (e.g. `modules[2].options`).
    pub fn parse(
        ty: ModuleType,
        value: Option<&serde_json::Value>,
        prefix: &str,
    ) -> Result<Self, Vec<FieldError>> {
        let empty = serde_json::Value::Object(Default::default());
        let value = match value {
            None | Some(serde_json::Value::Null) => &empty,
            Some(v @ serde_json::Value::Object(_)) => v,
            Some(_) => return Err(vec![field(prefix, "", "must be an object")]),
        };
        let one = |e: FieldError| vec![e];
        let mut errors = Vec::new();
        let e = &mut errors;
        let p = prefix;
        let options = match ty {
            ModuleType::Quiz => {
                let o: QuizOptions = parse(value, p).map_err(one)?;
                range(e, p, "questionCount", o.question_count, (1, 20));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::Quiz(o)
            }
            ModuleType::TrueFalseRace => {
                let mut o: TrueFalseRaceOptions = parse(value, p).map_err(one)?;
                range(e, p, "statementCount", o.statement_count, (4, 30));
                if o.time_limit_seconds.is_none() {
                    o.time_limit_seconds = TrueFalseRaceOptions::time();
                }
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::TrueFalseRace(o)
            }
            ModuleType::Flashcards => {
                let o: FlashcardsOptions = parse(value, p).map_err(one)?;
                range(e, p, "cardCount", o.card_count, (3, 20));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::Flashcards(o)
            }
            ModuleType::Memory => {
                let o: MemoryOptions = parse(value, p).map_err(one)?;
                range(e, p, "pairCount", o.pair_count, (3, 12));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::Memory(o)
            }
            ModuleType::Matching => {
                let o: MatchingOptions = parse(value, p).map_err(one)?;
                range(e, p, "pairCount", o.pair_count, (3, 10));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::Matching(o)
            }
            ModuleType::Ordering => {
                let o: OrderingOptions = parse(value, p).map_err(one)?;
                range(e, p, "itemCount", o.item_count, (3, 10));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::Ordering(o)
            }
            ModuleType::FillBlanks => {
                let o: FillBlanksOptions = parse(value, p).map_err(one)?;
                range(e, p, "blankCount", o.blank_count, (2, 8));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::FillBlanks(o)
            }
            ModuleType::Categorize => {
                let o: CategorizeOptions = parse(value, p).map_err(one)?;
                range(e, p, "itemCount", o.item_count, (4, 16));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::Categorize(o)
            }
            ModuleType::Crossword => {
                let o: CrosswordOptions = parse(value, p).map_err(one)?;
                range(e, p, "wordCount", o.word_count, (4, 12));
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::Crossword(o)
            }
            ModuleType::WordSearch => {
                let o: WordSearchOptions = parse(value, p).map_err(one)?;
                range(e, p, "wordCount", o.word_count, (4, 12));
                range(e, p, "size", o.size, (8, 16));
                let mut seen = std::collections::HashSet::new();
                if o.directions.is_empty() || !o.directions.iter().all(|d| seen.insert(*d)) {
                    e.push(field(
                        p,
                        "directions",
                        "must name 1 to 3 directions, each once",
                    ));
                }
                common(e, p, o.points_per_item, o.time_limit_seconds);
                Self::WordSearch(o)
            }
        };
        if errors.is_empty() {
            Ok(options)
        } else {
            Err(errors)
        }
    }

    /// The options as JSON, every default filled in.
    pub fn to_value(&self) -> serde_json::Value {
        let v = match self {
            Self::Quiz(o) => serde_json::to_value(o),
            Self::TrueFalseRace(o) => serde_json::to_value(o),
            Self::Flashcards(o) => serde_json::to_value(o),
            Self::Memory(o) => serde_json::to_value(o),
            Self::Matching(o) => serde_json::to_value(o),
            Self::Ordering(o) => serde_json::to_value(o),
            Self::FillBlanks(o) => serde_json::to_value(o),
            Self::Categorize(o) => serde_json::to_value(o),
            Self::Crossword(o) => serde_json::to_value(o),
            Self::WordSearch(o) => serde_json::to_value(o),
        };
        v.unwrap_or_default()
    }

    /// The number of items asked for.
    pub fn items(&self) -> u32 {
        match self {
            Self::Quiz(o) => o.question_count,
            Self::TrueFalseRace(o) => o.statement_count,
            Self::Flashcards(o) => o.card_count,
            Self::Memory(o) => o.pair_count,
            Self::Matching(o) => o.pair_count,
            Self::Ordering(o) => o.item_count,
            Self::FillBlanks(o) => o.blank_count,
            Self::Categorize(o) => o.item_count,
            Self::Crossword(o) => o.word_count,
            Self::WordSearch(o) => o.word_count,
        }
    }

    /// Points per item.
    pub fn points_per_item(&self) -> u32 {
        match self {
            Self::Quiz(o) => o.points_per_item,
            Self::TrueFalseRace(o) => o.points_per_item,
            Self::Flashcards(o) => o.points_per_item,
            Self::Memory(o) => o.points_per_item,
            Self::Matching(o) => o.points_per_item,
            Self::Ordering(o) => o.points_per_item,
            Self::FillBlanks(o) => o.points_per_item,
            Self::Categorize(o) => o.points_per_item,
            Self::Crossword(o) => o.points_per_item,
            Self::WordSearch(o) => o.points_per_item,
        }
    }

    /// The module's time limit in seconds.
    pub fn time_limit_seconds(&self) -> Option<u32> {
        match self {
            Self::Quiz(o) => o.time_limit_seconds,
            Self::TrueFalseRace(o) => o.time_limit_seconds,
            Self::Flashcards(o) => o.time_limit_seconds,
            Self::Memory(o) => o.time_limit_seconds,
            Self::Matching(o) => o.time_limit_seconds,
            Self::Ordering(o) => o.time_limit_seconds,
            Self::FillBlanks(o) => o.time_limit_seconds,
            Self::Categorize(o) => o.time_limit_seconds,
            Self::Crossword(o) => o.time_limit_seconds,
            Self::WordSearch(o) => o.time_limit_seconds,
        }
    }

    /// About how many minutes the module takes a pupil.
    pub fn minutes(&self) -> u32 {
        let per_item_seconds = match self {
            Self::Quiz(_) => 60,
            Self::TrueFalseRace(o) => {
                return o.time_limit_seconds.unwrap_or(60).div_ceil(60);
            }
            Self::Flashcards(_) => 20,
            Self::Memory(_) => 30,
            Self::Matching(_) => 20,
            Self::Ordering(_) => 15,
            Self::FillBlanks(_) => 30,
            Self::Categorize(_) => 15,
            Self::Crossword(_) => 45,
            Self::WordSearch(_) => 30,
        };
        (self.items() * per_item_seconds).div_ceil(60).max(1)
    }
}

/// A module type as the catalogue describes it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModuleInfo {
    /// The module type.
    #[serde(rename = "type")]
    pub module_type: ModuleType,
    /// Its title.
    pub title: Localized,
    /// What the pupil does.
    pub description: Localized,
    /// Subject ids it suits.
    pub subjects: Vec<String>,
    /// Question kinds it plays (quiz and race), empty for the others.
    pub question_kinds: Vec<crate::domain::question::QuestionKind>,
    /// Where its content comes from.
    pub content: Localized,
    /// The JSON schema of its `options`.
    #[schema(value_type = Object)]
    pub options_schema: serde_json::Value,
    /// How it is scored.
    pub scoring: ScoringRule,
}

fn schema_of<T: PartialSchema>() -> serde_json::Value {
    serde_json::to_value(T::schema()).unwrap_or_default()
}

/// The catalogue of module types.
pub fn catalogue() -> Vec<ModuleInfo> {
    use crate::domain::question::QuestionKind as K;
    let both = || vec!["mathematiques".to_owned(), "physique-chimie".to_owned()];
    let maths = || vec!["mathematiques".to_owned()];
    ModuleType::ALL
        .into_iter()
        .map(|t| {
            let (title, description, content, subjects, kinds, schema) = match t {
                ModuleType::Quiz => (
                    ("Quiz", "Quiz"),
                    (
                        "Une série de questions d’exercice, corrigées une à une.",
                        "A set of exam questions, each corrected at once.",
                    ),
                    (
                        "Questions du générateur d’exercices pour les chapitres.",
                        "Questions of the exercise generator for the chapters.",
                    ),
                    both(),
                    vec![K::SingleChoice, K::MultipleChoice, K::TrueFalse, K::Numeric],
                    schema_of::<QuizOptions>(),
                ),
                ModuleType::TrueFalseRace => (
                    ("Course vrai ou faux", "True or false race"),
                    (
                        "Juger le plus d’affirmations possible avant la fin du chrono.",
                        "Judge as many statements as possible before time runs out.",
                    ),
                    (
                        "Affirmations du générateur d’exercices et du vocabulaire des chapitres.",
                        "Statements of the exercise generator and of the chapters' vocabulary.",
                    ),
                    both(),
                    vec![K::TrueFalse],
                    schema_of::<TrueFalseRaceOptions>(),
                ),
                ModuleType::Flashcards => (
                    ("Cartes mémoire", "Flashcards"),
                    (
                        "Lire un mot, retourner la carte, dire si on le savait.",
                        "Read a term, turn the card, say whether you knew it.",
                    ),
                    (
                        "Vocabulaire des chapitres.",
                        "Vocabulary of the chapters.",
                    ),
                    both(),
                    Vec::new(),
                    schema_of::<FlashcardsOptions>(),
                ),
                ModuleType::Memory => (
                    ("Memory", "Memory"),
                    (
                        "Retourner les cartes deux par deux pour reformer les paires.",
                        "Turn cards two at a time to find the pairs.",
                    ),
                    (
                        "Fraction et nombre décimal, mot et définition, figure et nom.",
                        "Fraction and decimal, term and definition, figure and name.",
                    ),
                    both(),
                    Vec::new(),
                    schema_of::<MemoryOptions>(),
                ),
                ModuleType::Matching => (
                    ("Associations", "Matching"),
                    (
                        "Relier chaque élément de gauche à son partenaire de droite.",
                        "Link each item on the left to its partner on the right.",
                    ),
                    (
                        "Fraction et nombre décimal, mot et définition, figure et nom.",
                        "Fraction and decimal, term and definition, figure and name.",
                    ),
                    both(),
                    Vec::new(),
                    schema_of::<MatchingOptions>(),
                ),
                ModuleType::Ordering => (
                    ("Remettre en ordre", "Ordering"),
                    (
                        "Ranger des nombres dans l’ordre croissant, ou des découvertes sur une frise.",
                        "Put numbers in increasing order, or discoveries on a timeline.",
                    ),
                    (
                        "Nombres du chapitre ou frise chronologique de la matière.",
                        "Numbers of the chapter, or the subject's timeline.",
                    ),
                    both(),
                    Vec::new(),
                    schema_of::<OrderingOptions>(),
                ),
                ModuleType::FillBlanks => (
                    ("Texte à trous", "Fill in the blanks"),
                    (
                        "Compléter chaque phrase avec un mot de la banque de mots.",
                        "Complete each sentence with a word from the word bank.",
                    ),
                    (
                        "Définitions du vocabulaire des chapitres.",
                        "Definitions of the chapters' vocabulary.",
                    ),
                    both(),
                    Vec::new(),
                    schema_of::<FillBlanksOptions>(),
                ),
                ModuleType::Categorize => (
                    ("Classer", "Categorize"),
                    (
                        "Ranger chaque élément dans sa catégorie.",
                        "Put each item in its category.",
                    ),
                    (
                        "Nombres premiers ou composés, fractions et 1, unités, signes, chapitres.",
                        "Prime or composite numbers, fractions and 1, units, signs, chapters.",
                    ),
                    maths(),
                    Vec::new(),
                    schema_of::<CategorizeOptions>(),
                ),
                ModuleType::Crossword => (
                    ("Mots croisés", "Crossword"),
                    (
                        "Remplir la grille à l’aide des définitions numérotées.",
                        "Fill the grid from the numbered clues.",
                    ),
                    (
                        "Mots du vocabulaire des chapitres, définitions pour indices.",
                        "Words of the chapters' vocabulary, definitions as clues.",
                    ),
                    both(),
                    Vec::new(),
                    schema_of::<CrosswordOptions>(),
                ),
                ModuleType::WordSearch => (
                    ("Mots mêlés", "Word search"),
                    (
                        "Retrouver les mots cachés dans la grille de lettres.",
                        "Find the words hidden in the grid of letters.",
                    ),
                    (
                        "Mots du vocabulaire des chapitres.",
                        "Words of the chapters' vocabulary.",
                    ),
                    both(),
                    Vec::new(),
                    schema_of::<WordSearchOptions>(),
                ),
            };
            ModuleInfo {
                module_type: t,
                title: Localized::new(title.0, title.1),
                description: Localized::new(description.0, description.1),
                subjects,
                question_kinds: kinds,
                content: Localized::new(content.0, content.1),
                options_schema: schema,
                scoring: t.scoring(),
            }
        })
        .collect()
}

/// The catalogue as the modules route answers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ModuleCatalogue {
    /// Every module type.
    pub data: Vec<ModuleInfo>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn defaults_fill_every_option() {
        let o = ModuleOptions::parse(ModuleType::WordSearch, None, "o").unwrap();
        assert_eq!(
            o.to_value(),
            json!({"wordCount": 6, "size": 10, "directions": ["horizontal", "vertical", "diagonal"],
                   "backwards": false, "pointsPerItem": 10, "timeLimitSeconds": null})
        );
        let race = ModuleOptions::parse(ModuleType::TrueFalseRace, None, "o").unwrap();
        assert_eq!(race.time_limit_seconds(), Some(60));
    }

    #[test]
    fn bad_options_name_their_field() {
        let bad = |t, v: serde_json::Value| {
            ModuleOptions::parse(t, Some(&v), "modules[1].options").unwrap_err()[0]
                .field
                .clone()
        };
        assert_eq!(
            bad(ModuleType::Memory, json!({"pairCount": 40})),
            "modules[1].options.pairCount"
        );
        assert_eq!(
            bad(ModuleType::Memory, json!({"colour": 1})),
            "modules[1].options.colour"
        );
        assert_eq!(
            bad(ModuleType::Memory, json!({"pairs": "cats"})),
            "modules[1].options.pairs"
        );
        assert_eq!(
            bad(ModuleType::WordSearch, json!({"directions": []})),
            "modules[1].options.directions"
        );
        assert_eq!(
            bad(ModuleType::Quiz, json!({"questionCount": "five"})),
            "modules[1].options.questionCount"
        );
        assert_eq!(bad(ModuleType::Quiz, json!([1])), "modules[1].options");
    }

    #[test]
    fn the_catalogue_has_every_type_with_a_schema() {
        let c = catalogue();
        assert_eq!(c.len(), 10);
        for m in &c {
            assert_eq!(m.options_schema["type"], "object", "{:?}", m.module_type);
            assert!(m.options_schema["properties"]["pointsPerItem"].is_object());
        }
        assert_eq!(c[3].scoring.mistake_penalty_percent, 50);
    }
}
