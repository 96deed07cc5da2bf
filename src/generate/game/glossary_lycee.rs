//! The vocabulary of the lycée for the word games: mathématiques de spécialité (1re and
//! Terminale) and français (1re and Terminale). Same form as `glossary.rs`; a slug written
//! `level/slug` belongs to that level's chapter only.

use super::glossary::{Entry, e};

const SEQUENCES: &[&str] = &["suites"];
const QUADRATIC: &[&str] = &["second-degre"];
const DERIVATIVE: &[&str] = &["derivation"];
const EXPONENTIAL: &[&str] = &["fonction-exponentielle"];
const TRIGONOMETRY: &[&str] = &["1re/trigonometrie"];
const DOT: &[&str] = &["produit-scalaire"];
const CONDITIONAL: &[&str] = &["probabilites-conditionnelles"];
const LOGARITHM: &[&str] = &["fonction-logarithme"];
const INTEGRAL: &[&str] = &["integration"];
const BINOMIAL: &[&str] = &["loi-binomiale"];
const SPACE: &[&str] = &["geometrie-dans-l-espace"];

const VERBS: &[&str] = &["1re/conjugaison", "tle/conjugaison"];
const SYNTAX: &[&str] = &["1re/grammaire", "tle/grammaire"];
const AGREEMENT: &[&str] = &["1re/accords", "tle/accords"];
const LEXICON: &[&str] = &["1re/vocabulaire", "tle/vocabulaire"];
const READING: &[&str] = &[
    "1re/lecture-et-comprehension",
    "tle/lecture-et-comprehension",
];

/// Every term of the lycée.
pub(super) static GLOSSARY: &[Entry] = &[
    // Suites
    e(
        SEQUENCES,
        "suite",
        "une liste de nombres numérotés par les entiers naturels",
        "sequence",
        "a list of numbers indexed by the natural numbers",
    ),
    e(
        SEQUENCES,
        "terme",
        "chacun des nombres d’une suite",
        "term",
        "each of the numbers of a sequence",
    ),
    e(
        SEQUENCES,
        "raison",
        "le nombre constant que l’on ajoute à un terme d’une suite arithmétique pour obtenir le suivant",
        "common difference",
        "the constant number added to a term of an arithmetic sequence to get the next one",
    ),
    e(
        SEQUENCES,
        "arithmétique",
        "qualifie une suite où l’on passe d’un terme au suivant en ajoutant toujours le même nombre",
        "arithmetic",
        "describes a sequence in which each term is the previous one plus the same number",
    ),
    e(
        SEQUENCES,
        "géométrique",
        "qualifie une suite où l’on passe d’un terme au suivant en multipliant toujours par le même nombre",
        "geometric",
        "describes a sequence in which each term is the previous one times the same number",
    ),
    // Second degré
    e(
        QUADRATIC,
        "trinôme",
        "une expression de la forme ax² + bx + c, où a n’est pas nul",
        "quadratic",
        "an expression of the form ax² + bx + c, where a is not zero",
    ),
    e(
        QUADRATIC,
        "discriminant",
        "le nombre b² − 4ac associé au trinôme ax² + bx + c",
        "discriminant",
        "the number b² − 4ac associated with the quadratic ax² + bx + c",
    ),
    e(
        QUADRATIC,
        "racine",
        "un nombre en lequel un polynôme s’annule",
        "root",
        "a number at which a polynomial equals zero",
    ),
    e(
        QUADRATIC,
        "parabole",
        "la courbe représentative d’une fonction polynôme du second degré",
        "parabola",
        "the graph of a quadratic function",
    ),
    // Dérivation
    e(
        DERIVATIVE,
        "dérivée",
        "la fonction qui associe à chaque nombre le nombre dérivé d’une fonction en ce nombre",
        "derivative",
        "the function that gives, at each number, the derivative of a function at that number",
    ),
    e(
        DERIVATIVE,
        "tangente",
        "la droite qui touche une courbe en un point et dont le coefficient directeur est le nombre dérivé en ce point",
        "tangent",
        "the line that touches a curve at a point and whose slope is the derivative at that point",
    ),
    e(
        DERIVATIVE,
        "extremum",
        "un maximum ou un minimum d’une fonction",
        "extremum",
        "a maximum or a minimum of a function",
    ),
    e(
        DERIVATIVE,
        "croissante",
        "qualifie une fonction qui conserve l’ordre sur un intervalle",
        "increasing",
        "describes a function that preserves order on an interval",
    ),
    e(
        EXPONENTIAL,
        "exponentielle",
        "la fonction égale à sa dérivée qui prend la valeur 1 en 0",
        "exponential",
        "the function equal to its own derivative that takes the value 1 at 0",
    ),
    e(
        EXPONENTIAL,
        "convexe",
        "qualifie une fonction dont la courbe est au-dessus de chacune de ses tangentes",
        "convex",
        "describes a function whose graph lies above each of its tangents",
    ),
    // Trigonométrie
    e(
        TRIGONOMETRY,
        "radian",
        "l’unité de mesure d’angle pour laquelle un tour complet mesure 2π",
        "radian",
        "the unit of angle measure for which a full turn measures 2π",
    ),
    e(
        TRIGONOMETRY,
        "cercle trigonométrique",
        "le cercle de centre O et de rayon 1, parcouru dans le sens direct",
        "unit circle",
        "the circle with centre O and radius 1, travelled anticlockwise",
    ),
    e(
        TRIGONOMETRY,
        "périodique",
        "qualifie une fonction dont les valeurs se répètent à intervalles réguliers",
        "periodic",
        "describes a function whose values repeat at regular intervals",
    ),
    // Produit scalaire
    e(
        DOT,
        "produit scalaire",
        "le nombre associé à deux vecteurs, égal au produit de leurs normes par le cosinus de leur angle",
        "dot product",
        "the number associated with two vectors, equal to the product of their norms and the cosine of their angle",
    ),
    e(
        DOT,
        "norme",
        "la longueur d’un vecteur",
        "norm",
        "the length of a vector",
    ),
    e(
        DOT,
        "orthogonaux",
        "qualifie deux vecteurs dont le produit scalaire est nul",
        "orthogonal",
        "describes two vectors whose dot product is zero",
    ),
    // Probabilités conditionnelles
    e(
        CONDITIONAL,
        "indépendants",
        "qualifie deux événements tels que la probabilité de leur intersection est le produit de leurs probabilités",
        "independent",
        "describes two events such that the probability of their intersection is the product of their probabilities",
    ),
    e(
        CONDITIONAL,
        "arbre",
        "un schéma de branches portant des probabilités, qui décrit une expérience en plusieurs étapes",
        "tree",
        "a diagram of branches carrying probabilities that describes an experiment in several stages",
    ),
    e(
        CONDITIONAL,
        "intersection",
        "l’événement réalisé quand deux événements le sont tous les deux",
        "intersection",
        "the event that occurs when two events both occur",
    ),
    // Logarithme
    e(
        LOGARITHM,
        "logarithme",
        "la fonction réciproque de la fonction exponentielle",
        "logarithm",
        "the inverse function of the exponential function",
    ),
    e(
        LOGARITHM,
        "asymptote",
        "une droite dont une courbe se rapproche indéfiniment",
        "asymptote",
        "a line that a curve gets arbitrarily close to",
    ),
    e(
        LOGARITHM,
        "concave",
        "qualifie une fonction dont la courbe est au-dessous de chacune de ses tangentes",
        "concave",
        "describes a function whose graph lies below each of its tangents",
    ),
    // Intégration
    e(
        INTEGRAL,
        "intégrale",
        "l’aire algébrique sous la courbe d’une fonction entre deux bornes",
        "integral",
        "the signed area under the graph of a function between two bounds",
    ),
    e(
        INTEGRAL,
        "primitive",
        "une fonction dont la dérivée est la fonction donnée",
        "antiderivative",
        "a function whose derivative is the given function",
    ),
    e(
        INTEGRAL,
        "borne",
        "chacun des deux nombres entre lesquels on intègre",
        "bound",
        "each of the two numbers between which one integrates",
    ),
    // Loi binomiale
    e(
        BINOMIAL,
        "épreuve de Bernoulli",
        "une expérience aléatoire à deux issues, le succès et l’échec",
        "Bernoulli trial",
        "a random experiment with two outcomes, success and failure",
    ),
    e(
        BINOMIAL,
        "succès",
        "l’issue d’une épreuve de Bernoulli dont on compte les réalisations",
        "success",
        "the outcome of a Bernoulli trial whose occurrences are counted",
    ),
    e(
        BINOMIAL,
        "espérance",
        "la valeur moyenne prise par une variable aléatoire quand on répète l’expérience un grand nombre de fois",
        "expectation",
        "the mean value taken by a random variable when the experiment is repeated many times",
    ),
    e(
        BINOMIAL,
        "coefficient binomial",
        "le nombre de chemins d’un arbre qui comptent k succès sur n épreuves",
        "binomial coefficient",
        "the number of paths of a tree with k successes in n trials",
    ),
    // Géométrie dans l’espace
    e(
        SPACE,
        "coplanaires",
        "qualifie des points ou des vecteurs situés dans un même plan",
        "coplanar",
        "describes points or vectors lying in the same plane",
    ),
    e(
        SPACE,
        "colinéaires",
        "qualifie deux vecteurs dont l’un est un multiple de l’autre",
        "collinear",
        "describes two vectors one of which is a multiple of the other",
    ),
    e(
        SPACE,
        "plan",
        "une surface plate et illimitée de l’espace",
        "plane",
        "an unlimited flat surface in space",
    ),
    e(
        SPACE,
        "vecteur normal",
        "un vecteur non nul orthogonal à toutes les droites d’un plan",
        "normal vector",
        "a non-zero vector orthogonal to every line of a plane",
    ),
    e(
        SPACE,
        "représentation paramétrique",
        "un système d’équations qui donne les coordonnées des points d’une droite en fonction d’un paramètre",
        "parametric representation",
        "a system of equations giving the coordinates of the points of a line in terms of a parameter",
    ),
    // Français: conjugation and agreement
    e(
        VERBS,
        "subjonctif",
        "le mode du verbe qui présente l’action comme envisagée, souhaitée ou douteuse",
        "subjunctive",
        "the mood of the verb that presents the action as considered, wished for or doubtful",
    ),
    e(
        VERBS,
        "conditionnel",
        "le mode du verbe qui présente l’action comme soumise à une condition, ou qui atténue une demande",
        "conditional",
        "the mood of the verb that presents the action as subject to a condition, or softens a request",
    ),
    e(
        VERBS,
        "concordance des temps",
        "la règle qui accorde le temps d’une subordonnée avec celui de la proposition principale",
        "sequence of tenses",
        "the rule that matches the tense of a subordinate clause with that of the main clause",
    ),
    e(
        VERBS,
        "mode",
        "la forme du verbe qui présente l’action comme réelle, envisagée, ordonnée ou soumise à une condition",
        "mood",
        "the form of the verb that presents the action as real, considered, ordered or subject to a condition",
    ),
    e(
        AGREEMENT,
        "participe passé",
        "la forme du verbe employée avec un auxiliaire dans les temps composés, ou comme adjectif",
        "past participle",
        "the form of the verb used with an auxiliary in the compound tenses, or as an adjective",
    ),
    e(
        AGREEMENT,
        "auxiliaire",
        "le verbe être ou avoir, qui sert à former les temps composés",
        "auxiliary",
        "the verb être or avoir, used to form the compound tenses",
    ),
    e(
        AGREEMENT,
        "attribut",
        "un mot ou un groupe de mots qui exprime une qualité du sujet à travers un verbe comme être ou sembler",
        "subject complement",
        "a word or group of words that gives a quality of the subject through a verb such as être or sembler",
    ),
    // Français: syntax
    e(
        SYNTAX,
        "proposition subordonnée",
        "une proposition qui dépend d’une autre, appelée proposition principale",
        "subordinate clause",
        "a clause that depends on another, called the main clause",
    ),
    e(
        SYNTAX,
        "apposition",
        "un mot ou un groupe de mots placé à côté d’un nom, souvent entre virgules, pour le caractériser",
        "apposition",
        "a word or group of words placed next to a noun, often between commas, to describe it",
    ),
    e(
        SYNTAX,
        "connecteur",
        "un mot qui relie deux idées et marque leur rapport logique, comme donc ou pourtant",
        "connective",
        "a word that links two ideas and marks their logical relation, such as donc or pourtant",
    ),
    e(
        SYNTAX,
        "interrogative",
        "qualifie une phrase ou une proposition qui pose une question",
        "interrogative",
        "describes a sentence or a clause that asks a question",
    ),
    // Français: lexicon
    e(
        LEXICON,
        "polysémie",
        "le fait qu’un mot ait plusieurs sens",
        "polysemy",
        "the fact that a word has several meanings",
    ),
    e(
        LEXICON,
        "étymologie",
        "l’origine d’un mot et son histoire",
        "etymology",
        "the origin of a word and its history",
    ),
    e(
        LEXICON,
        "connotation",
        "le sens second qu’un mot suggère en plus de son sens premier",
        "connotation",
        "the secondary meaning a word suggests beyond its first meaning",
    ),
    e(
        LEXICON,
        "champ lexical",
        "l’ensemble des mots d’un texte qui se rapportent à un même thème",
        "lexical field",
        "the set of words in a text that relate to the same theme",
    ),
    e(
        LEXICON,
        "paronymes",
        "des mots de forme proche mais de sens différent, comme conjecture et conjoncture",
        "paronyms",
        "words of similar form but different meaning, such as conjecture and conjoncture",
    ),
    // Français: reading
    e(
        READING,
        "narrateur",
        "la voix qui raconte l’histoire, à distinguer de l’auteur",
        "narrator",
        "the voice that tells the story, not to be confused with the author",
    ),
    e(
        READING,
        "focalisation",
        "le point de vue adopté par le narrateur pour raconter",
        "focalisation",
        "the point of view the narrator adopts to tell the story",
    ),
    e(
        READING,
        "implicite",
        "l’information qu’un texte laisse comprendre sans l’écrire",
        "subtext",
        "the information a text conveys without writing it down",
    ),
    e(
        READING,
        "thèse",
        "l’opinion que défend l’auteur d’un texte argumentatif",
        "thesis",
        "the opinion the author of an argumentative text defends",
    ),
    e(
        READING,
        "argument",
        "une idée qui sert à justifier une thèse",
        "argument",
        "an idea used to support a thesis",
    ),
];
