//! Grammar, spelling, vocabulary and reading: banks of items written for the purpose. Each
//! bank is a question form (its instruction) and items (the data shown, the answer, the
//! wrong answers a pupil gives); a bank serves two templates, a single choice and a
//! true-or-false statement.

use super::super::facts::{Check, Claim};
use super::super::{Built, Ctx};
use super::{Template, figure, one_of, pairs, true_false};

/// A bank: title of the card, instruction, items `(data, answer, wrong answers)`.
pub(crate) struct Bank {
    pub title: &'static str,
    pub ask: &'static str,
    pub items: &'static [(&'static str, &'static str, &'static [&'static str])],
}

fn claim(data: &str, answer: &str) -> Claim {
    Claim::Pairs {
        pairs: vec![(data.to_owned(), answer.to_owned())],
        left: data.to_owned(),
        right: answer.to_owned(),
    }
}

/// The item of a bank for this question: successive uses of a template in a chapter take
/// successive items, so that an exam does not repeat one.
fn item(ctx: &Ctx, bank: &'static Bank) -> (&'static str, &'static str, &'static [&'static str]) {
    let n = bank.items.len() as u64;
    bank.items[((ctx.round / 12) % n) as usize]
}

fn choice<const M: usize, const B: usize>(ctx: &mut Ctx) -> Built {
    let bank = &BANKS[M][B];
    let (data, right, wrong) = item(ctx, bank);
    let stem = format!("{} {data}", bank.ask);
    let mut checks = vec![Check::Claim {
        claim: claim(data, right),
        expect: true,
    }];
    for w in wrong.iter().filter(|w| **w != right) {
        checks.push(Check::Claim {
            claim: claim(data, w),
            expect: false,
        });
    }
    let expl = format!("Réponse : « {right} ».");
    let fig = figure(
        bank.title,
        &[format!("Réponse attendue : {}", bank.title.to_lowercase())],
    );
    let mut wrong: Vec<String> = wrong.iter().map(|w| (*w).to_owned()).collect();
    ctx.shuffle(&mut wrong);
    one_of(ctx, stem, (*right).to_owned(), wrong, checks, fig, expl)
}

fn vrai_faux<const M: usize, const B: usize>(ctx: &mut Ctx) -> Built {
    let bank = &BANKS[M][B];
    let (data, right, wrong) = item(ctx, bank);
    let shown = if ctx.chance(0.5) || wrong.is_empty() {
        right
    } else {
        ctx.pick(wrong)
    };
    let truth = shown == right;
    let stem = format!(
        "Vrai ou faux ? {} {data} Réponse proposée : « {shown} ».",
        bank.ask
    );
    let checks = vec![Check::Claim {
        claim: claim(data, shown),
        expect: truth,
    }];
    let expl = format!("La bonne réponse est « {right} ».");
    let fig = figure(bank.title, &[format!("Réponse proposée : {shown}")]);
    true_false(stem, truth, checks, fig, expl)
}

/// Instructions of the matching template, by mode.
const MATCH_ASK: [&str; 6] = [
    "Associe chaque phrase à la classe du mot en majuscules.",
    "Associe chaque phrase à la fonction du groupe en majuscules.",
    "Associe chaque phrase à la forme du participe passé qui la complète.",
    "Associe chaque phrase au mot qui la complète.",
    "Associe chaque mot à son synonyme.",
    "Associe chaque texte à la réponse qui lui correspond (lieu, personnage, moment, sentiment, raison ou genre).",
];

/// A matching of items of the mode's first bank (of every bank for homophones and reading),
/// with distinct answers.
fn matching<const M: usize>(ctx: &mut Ctx) -> Built {
    let banks: &[Bank] = if M == 3 || M == 5 {
        &BANKS[M]
    } else {
        &BANKS[M][..1]
    };
    let mut items: Vec<(&str, &str)> = banks
        .iter()
        .flat_map(|b| b.items.iter().map(|(d, r, _)| (*d, *r)))
        .collect();
    ctx.shuffle(&mut items);
    let mut chosen: Vec<(String, String)> = Vec::new();
    for (d, r) in items {
        if chosen.len() < 4 && !chosen.iter().any(|(cd, cr)| cd == d || cr == r) {
            chosen.push((d.to_owned(), r.to_owned()));
        }
    }
    let expl = chosen
        .iter()
        .map(|(d, r)| format!("{d} : « {r} »."))
        .collect::<Vec<_>>()
        .join(" ");
    let fig = figure(BANKS[M][0].title, &["Associer".to_owned()]);
    pairs(ctx, MATCH_ASK[M].to_owned(), chosen, fig, expl)
}

macro_rules! six_banks {
    ($m:literal) => {
        &[
            matching::<$m>,
            choice::<$m, 0>,
            vrai_faux::<$m, 0>,
            choice::<$m, 1>,
            vrai_faux::<$m, 1>,
            choice::<$m, 2>,
            vrai_faux::<$m, 2>,
            choice::<$m, 3>,
            vrai_faux::<$m, 3>,
            choice::<$m, 4>,
            vrai_faux::<$m, 4>,
            choice::<$m, 5>,
            vrai_faux::<$m, 5>,
        ]
    };
}

pub(super) static NATURE: &[Template] = six_banks!(0);
pub(super) static FONCTIONS: &[Template] = six_banks!(1);
pub(super) static ACCORDS: &[Template] = six_banks!(2);
pub(super) static HOMOPHONES: &[Template] = six_banks!(3);
pub(super) static VOCABULAIRE: &[Template] = six_banks!(4);
pub(super) static LECTURE: &[Template] = six_banks!(5);

/// Whether `answer` is the bank's answer for `data` (the generator's own reading of a claim).
pub(crate) fn answers(data: &str, answer: &str) -> Option<bool> {
    BANKS
        .iter()
        .flat_map(|m| m.iter())
        .flat_map(|b| b.items.iter())
        .find(|(d, _, _)| *d == data)
        .map(|(_, r, _)| *r == answer)
}

const NATURES: &[&str] = &[
    "nom",
    "verbe",
    "adjectif",
    "déterminant",
    "pronom",
    "adverbe",
    "préposition",
    "conjonction",
];

/// Banks by mode (nature, functions, agreements, homophones, vocabulary, reading).
pub(crate) static BANKS: [[Bank; 6]; 6] = [
    // word classes and sentence types
    [
        Bank {
            title: "Classe du mot",
            ask: "Quelle est la classe (nature) du mot en majuscules ?",
            items: &[
                ("« Le chat dort sur le TAPIS. »", "nom", NATURES),
                ("« Le chat DORT sur le tapis. »", "verbe", NATURES),
                (
                    "« Une PETITE maison se cache dans le bois. »",
                    "adjectif",
                    NATURES,
                ),
                ("« CETTE histoire est vraie. »", "déterminant", NATURES),
                ("« ELLE lit un roman. »", "pronom", NATURES),
                ("« Il court TRÈS vite. »", "adverbe", NATURES),
                ("« Le livre est SUR la table. »", "préposition", NATURES),
                ("« Il pleut MAIS il fait doux. »", "conjonction", NATURES),
            ],
        },
        Bank {
            title: "Type de phrase",
            ask: "Quel est le type de cette phrase ?",
            items: &[
                (
                    "« Ferme la porte. »",
                    "injonctive",
                    &["déclarative", "interrogative", "exclamative"],
                ),
                (
                    "« Quelle belle journée ! »",
                    "exclamative",
                    &["déclarative", "interrogative", "injonctive"],
                ),
                (
                    "« Où habites-tu ? »",
                    "interrogative",
                    &["déclarative", "exclamative", "injonctive"],
                ),
                (
                    "« Le train part à midi. »",
                    "déclarative",
                    &["interrogative", "exclamative", "injonctive"],
                ),
                (
                    "« Viens vite ! »",
                    "injonctive",
                    &["déclarative", "interrogative", "exclamative"],
                ),
                (
                    "« Est-ce que tu viens ce soir ? »",
                    "interrogative",
                    &["déclarative", "exclamative", "injonctive"],
                ),
            ],
        },
        Bank {
            title: "Forme de phrase",
            ask: "Quelle est la forme de cette phrase ?",
            items: &[
                (
                    "« Je ne mange jamais de poisson. »",
                    "négative",
                    &["affirmative"],
                ),
                ("« Nous aimons la montagne. »", "affirmative", &["négative"]),
                ("« Il n'a rien vu. »", "négative", &["affirmative"]),
                ("« Personne n'est venu. »", "négative", &["affirmative"]),
                ("« Tout le monde est venu. »", "affirmative", &["négative"]),
            ],
        },
        Bank {
            title: "Le verbe",
            ask: "Quel est le verbe conjugué de cette phrase ?",
            items: &[
                (
                    "« Les enfants jouent dans la cour. »",
                    "jouent",
                    &["enfants", "cour", "dans"],
                ),
                (
                    "« Demain, nous partirons tôt. »",
                    "partirons",
                    &["demain", "nous", "tôt"],
                ),
                (
                    "« Mon frère range sa chambre. »",
                    "range",
                    &["frère", "chambre", "sa"],
                ),
                (
                    "« La neige tombait sur le village. »",
                    "tombait",
                    &["neige", "village", "sur"],
                ),
                (
                    "« Les oiseaux chantent au lever du jour. »",
                    "chantent",
                    &["oiseaux", "lever", "jour"],
                ),
            ],
        },
        Bank {
            title: "Nom commun ou nom propre",
            ask: "Le nom en majuscules est-il un nom commun ou un nom propre ?",
            items: &[
                (
                    "« Nous avons visité MARSEILLE. »",
                    "nom propre",
                    &["nom commun"],
                ),
                (
                    "« La VILLE est calme la nuit. »",
                    "nom commun",
                    &["nom propre"],
                ),
                (
                    "« La LOIRE traverse Orléans. »",
                    "nom propre",
                    &["nom commun"],
                ),
                ("« Le FLEUVE déborde. »", "nom commun", &["nom propre"]),
                ("« PAUL arrive demain. »", "nom propre", &["nom commun"]),
            ],
        },
        Bank {
            title: "Phrase simple ou complexe",
            ask: "Cette phrase est-elle simple ou complexe ?",
            items: &[
                ("« Le soleil brille. »", "simple", &["complexe"]),
                (
                    "« Le soleil brille et les oiseaux chantent. »",
                    "complexe",
                    &["simple"],
                ),
                ("« Je pense que tu as raison. »", "complexe", &["simple"]),
                (
                    "« Les élèves de la classe préparent un spectacle. »",
                    "simple",
                    &["complexe"],
                ),
                (
                    "« Quand il pleut, nous restons à la maison. »",
                    "complexe",
                    &["simple"],
                ),
            ],
        },
    ],
    // functions
    [
        Bank {
            title: "Fonction du groupe",
            ask: "Quelle est la fonction du groupe en majuscules ?",
            items: &[
                (
                    "« LE CHIEN aboie. »",
                    "sujet",
                    &[
                        "complément d'objet direct",
                        "attribut du sujet",
                        "complément circonstanciel",
                    ],
                ),
                (
                    "« Léa mange UNE POMME. »",
                    "complément d'objet direct",
                    &["sujet", "complément d'objet indirect", "attribut du sujet"],
                ),
                (
                    "« Il parle À SON VOISIN. »",
                    "complément d'objet indirect",
                    &["complément d'objet direct", "sujet", "attribut du sujet"],
                ),
                (
                    "« Ma sœur est MÉDECIN. »",
                    "attribut du sujet",
                    &[
                        "complément d'objet direct",
                        "sujet",
                        "complément circonstanciel",
                    ],
                ),
                (
                    "« Nous partirons DEMAIN MATIN. »",
                    "complément circonstanciel",
                    &["complément d'objet direct", "sujet", "attribut du sujet"],
                ),
                (
                    "« Elle pense À SES VACANCES. »",
                    "complément d'objet indirect",
                    &[
                        "complément d'objet direct",
                        "complément circonstanciel",
                        "sujet",
                    ],
                ),
            ],
        },
        Bank {
            title: "Le sujet",
            ask: "Quel est le sujet du verbe dans cette phrase ?",
            items: &[
                (
                    "« Dans le jardin poussent des roses. »",
                    "des roses",
                    &["le jardin", "poussent", "dans le jardin"],
                ),
                (
                    "« Mes cousins arrivent ce soir. »",
                    "mes cousins",
                    &["ce soir", "arrivent", "ce"],
                ),
                (
                    "« Chaque matin, le boulanger ouvre sa boutique. »",
                    "le boulanger",
                    &["chaque matin", "sa boutique", "ouvre"],
                ),
                (
                    "« Sur la branche chantait un merle. »",
                    "un merle",
                    &["la branche", "chantait", "sur la branche"],
                ),
            ],
        },
        Bank {
            title: "Complément circonstanciel",
            ask: "Quelle circonstance le groupe en majuscules exprime-t-il ?",
            items: &[
                (
                    "« Nous jouons DANS LE PARC. »",
                    "lieu",
                    &["temps", "manière", "cause"],
                ),
                (
                    "« Il est parti À MIDI. »",
                    "temps",
                    &["lieu", "manière", "cause"],
                ),
                (
                    "« Elle marche AVEC PRUDENCE. »",
                    "manière",
                    &["lieu", "temps", "cause"],
                ),
                (
                    "« Le match est annulé À CAUSE DE LA PLUIE. »",
                    "cause",
                    &["lieu", "temps", "manière"],
                ),
                (
                    "« Il travaille POUR RÉUSSIR. »",
                    "but",
                    &["lieu", "temps", "cause"],
                ),
            ],
        },
        Bank {
            title: "Expansion du nom",
            ask: "Quelle est la fonction du groupe en majuscules, dans le groupe nominal ?",
            items: &[
                (
                    "« Une robe ROUGE. »",
                    "épithète",
                    &["complément du nom", "attribut du sujet", "apposition"],
                ),
                (
                    "« Le vélo DE MON FRÈRE. »",
                    "complément du nom",
                    &["épithète", "attribut du sujet", "apposition"],
                ),
                (
                    "« Paris, CAPITALE DE LA FRANCE, accueille les Jeux. »",
                    "apposition",
                    &["épithète", "complément du nom", "sujet"],
                ),
                (
                    "« Un gâteau AU CHOCOLAT. »",
                    "complément du nom",
                    &["épithète", "apposition", "sujet"],
                ),
            ],
        },
        Bank {
            title: "Pronom complément",
            ask: "Quelle est la fonction du pronom en majuscules ?",
            items: &[
                (
                    "« Ce livre, je LE lis. »",
                    "complément d'objet direct",
                    &["sujet", "complément d'objet indirect", "attribut du sujet"],
                ),
                (
                    "« Ma grand-mère, je LUI écris. »",
                    "complément d'objet indirect",
                    &["complément d'objet direct", "sujet", "attribut du sujet"],
                ),
                (
                    "« ILS partent demain. »",
                    "sujet",
                    &[
                        "complément d'objet direct",
                        "complément d'objet indirect",
                        "attribut du sujet",
                    ],
                ),
                (
                    "« Ces fleurs, tu LES arroses. »",
                    "complément d'objet direct",
                    &["sujet", "complément d'objet indirect", "attribut du sujet"],
                ),
            ],
        },
        Bank {
            title: "Voix du verbe",
            ask: "Cette phrase est-elle à la voix active ou à la voix passive ?",
            items: &[
                (
                    "« La souris est mangée par le chat. »",
                    "voix passive",
                    &["voix active"],
                ),
                (
                    "« Le chat mange la souris. »",
                    "voix active",
                    &["voix passive"],
                ),
                (
                    "« Le prix a été remis par le maire. »",
                    "voix passive",
                    &["voix active"],
                ),
                (
                    "« Le vent a renversé l'arbre. »",
                    "voix active",
                    &["voix passive"],
                ),
                (
                    "« Les élèves sont félicités par la directrice. »",
                    "voix passive",
                    &["voix active"],
                ),
            ],
        },
    ],
    // agreements
    [
        Bank {
            title: "Participe passé avec être",
            ask: "Quelle forme du participe passé complète la phrase ?",
            items: &[
                (
                    "« Mes sœurs sont (partir) hier. »",
                    "parties",
                    &["parti", "partis", "partie"],
                ),
                (
                    "« La lettre est (arriver) ce matin. »",
                    "arrivée",
                    &["arrivé", "arrivés", "arrivées"],
                ),
                (
                    "« Les garçons sont (tomber) dans la boue. »",
                    "tombés",
                    &["tombé", "tombée", "tombées"],
                ),
                (
                    "« Ma tante est (venir) nous voir. »",
                    "venue",
                    &["venu", "venus", "venues"],
                ),
            ],
        },
        Bank {
            title: "Participe passé avec avoir",
            ask: "Quelle forme du participe passé complète la phrase ?",
            items: &[
                (
                    "« Les pommes que j'ai (cueillir) sont mûres. »",
                    "cueillies",
                    &["cueilli", "cueillis", "cueillie"],
                ),
                (
                    "« Nous avons (manger) des crêpes. »",
                    "mangé",
                    &["mangés", "mangées", "mangée"],
                ),
                (
                    "« Cette lettre, je l'ai (écrire) hier. »",
                    "écrite",
                    &["écrit", "écrits", "écrites"],
                ),
                (
                    "« Elles ont (finir) leurs devoirs. »",
                    "fini",
                    &["finies", "finis", "finie"],
                ),
                (
                    "« Les livres qu'il a (lire) étaient passionnants. »",
                    "lus",
                    &["lu", "lue", "lues"],
                ),
            ],
        },
        Bank {
            title: "Accord de l'adjectif",
            ask: "Quelle forme de l'adjectif complète le groupe nominal ?",
            items: &[
                (
                    "« des fleurs (blanc) »",
                    "blanches",
                    &["blanc", "blancs", "blanche"],
                ),
                (
                    "« une route (long) »",
                    "longue",
                    &["long", "longs", "longues"],
                ),
                (
                    "« des chevaux (noir) »",
                    "noirs",
                    &["noir", "noire", "noires"],
                ),
                (
                    "« une eau (frais) »",
                    "fraîche",
                    &["frais", "fraîches", "fraise"],
                ),
                (
                    "« des amies (heureux) »",
                    "heureuses",
                    &["heureux", "heureuse", "heureux"],
                ),
            ],
        },
        Bank {
            title: "Accord sujet-verbe",
            ask: "Quelle forme du verbe complète la phrase ?",
            items: &[
                (
                    "« Les enfants (jouer, présent) au ballon. »",
                    "jouent",
                    &["joue", "joues", "jouons"],
                ),
                (
                    "« Le groupe d'élèves (partir, présent) en sortie. »",
                    "part",
                    &["partent", "pars", "partons"],
                ),
                (
                    "« Toi et moi (aller, présent) au cinéma. »",
                    "allons",
                    &["vont", "allez", "va"],
                ),
                (
                    "« Ma sœur et mon frère (finir, présent) leurs devoirs. »",
                    "finissent",
                    &["finit", "finis", "finissons"],
                ),
            ],
        },
        Bank {
            title: "Pluriel des noms",
            ask: "Quel est le pluriel de ce nom ?",
            items: &[
                (
                    "« un cheval »",
                    "des chevaux",
                    &["des chevals", "des chevaus", "des chevaux"],
                ),
                (
                    "« un bijou »",
                    "des bijoux",
                    &["des bijous", "des bijou", "des bijous"],
                ),
                (
                    "« un festival »",
                    "des festivals",
                    &["des festivaux", "des festivales", "des festival"],
                ),
                (
                    "« un jeu »",
                    "des jeux",
                    &["des jeus", "des jeu", "des jeus"],
                ),
                (
                    "« un clou »",
                    "des clous",
                    &["des cloux", "des clou", "des cloux"],
                ),
            ],
        },
        Bank {
            title: "Féminin des noms",
            ask: "Quel est le féminin de ce nom ?",
            items: &[
                (
                    "« un acteur »",
                    "une actrice",
                    &["une acteuse", "une acteure", "une actrise"],
                ),
                (
                    "« un boulanger »",
                    "une boulangère",
                    &["une boulangeuse", "une boulangere", "une boulangerie"],
                ),
                (
                    "« un chanteur »",
                    "une chanteuse",
                    &["une chantrice", "une chanteure", "une chanteresse"],
                ),
                (
                    "« un loup »",
                    "une louve",
                    &["une loupe", "une loupesse", "une loupine"],
                ),
            ],
        },
    ],
    // homophones
    [
        Bank {
            title: "a ou à",
            ask: "Quel mot complète la phrase : « a » ou « à » ?",
            items: &[
                ("« Il … un chien. »", "a", &["à"]),
                ("« Nous allons … la plage. »", "à", &["a"]),
                ("« Elle … mangé … midi. » (premier blanc)", "a", &["à"]),
                ("« Il pense … ses vacances. »", "à", &["a"]),
            ],
        },
        Bank {
            title: "et ou est",
            ask: "Quel mot complète la phrase : « et » ou « est » ?",
            items: &[
                ("« Le ciel … bleu. »", "est", &["et"]),
                ("« Léa … Hugo jouent. »", "et", &["est"]),
                ("« Ce gâteau … délicieux. »", "est", &["et"]),
                ("« Il lit … il écrit. »", "et", &["est"]),
            ],
        },
        Bank {
            title: "son ou sont",
            ask: "Quel mot complète la phrase : « son » ou « sont » ?",
            items: &[
                ("« Les élèves … en classe. »", "sont", &["son"]),
                ("« Il range … cartable. »", "son", &["sont"]),
                ("« Mes amis … partis. »", "sont", &["son"]),
                ("« Elle prête … vélo. »", "son", &["sont"]),
            ],
        },
        Bank {
            title: "on ou ont",
            ask: "Quel mot complète la phrase : « on » ou « ont » ?",
            items: &[
                ("« Ils … faim. »", "ont", &["on"]),
                ("« … part à huit heures. »", "on", &["ont"]),
                ("« Les voisins … un jardin. »", "ont", &["on"]),
                ("« Demain, … ira à la piscine. »", "on", &["ont"]),
            ],
        },
        Bank {
            title: "ou ou où",
            ask: "Quel mot complète la phrase : « ou » ou « où » ?",
            items: &[
                ("« … vas-tu ? »", "où", &["ou"]),
                ("« Veux-tu du thé … du café ? »", "ou", &["où"]),
                ("« La ville … je suis né est petite. »", "où", &["ou"]),
                ("« Tu viens à pied … à vélo ? »", "ou", &["où"]),
            ],
        },
        Bank {
            title: "ces ou ses",
            ask: "Quel mot complète la phrase : « ces » ou « ses » ?",
            items: &[
                ("« Il a oublié … clés chez lui. »", "ses", &["ces"]),
                ("« Regarde … nuages là-bas ! »", "ces", &["ses"]),
                ("« Elle range … affaires. »", "ses", &["ces"]),
                ("« … fleurs sont belles. »", "ces", &["ses"]),
            ],
        },
    ],
    // vocabulary
    [
        Bank {
            title: "Synonyme",
            ask: "Quel mot est un synonyme du mot entre guillemets ?",
            items: &[
                ("« rapide »", "vite", &["lent", "grand", "calme"]),
                ("« content »", "joyeux", &["triste", "fatigué", "inquiet"]),
                (
                    "« commencer »",
                    "débuter",
                    &["finir", "arrêter", "attendre"],
                ),
                ("« demeure »", "maison", &["route", "jardin", "voiture"]),
                ("« effrayé »", "apeuré", &["rassuré", "calme", "joyeux"]),
            ],
        },
        Bank {
            title: "Antonyme",
            ask: "Quel mot est un antonyme (un contraire) du mot entre guillemets ?",
            items: &[
                ("« chaud »", "froid", &["brûlant", "tiède", "doux"]),
                ("« ouvrir »", "fermer", &["entrer", "pousser", "tirer"]),
                ("« heureux »", "malheureux", &["joyeux", "content", "ravi"]),
                (
                    "« possible »",
                    "impossible",
                    &["probable", "facile", "certain"],
                ),
                ("« monter »", "descendre", &["grimper", "sauter", "courir"]),
            ],
        },
        Bank {
            title: "Famille de mots",
            ask: "Quel mot appartient à la même famille que le mot entre guillemets ?",
            items: &[
                ("« terre »", "terrain", &["terrible", "tarte", "tirer"]),
                ("« dent »", "dentiste", &["danse", "dentelle", "dense"]),
                ("« fleur »", "fleuriste", &["flèche", "fleuve", "flou"]),
                ("« lait »", "laitier", &["laid", "laisser", "laine"]),
                ("« mer »", "marin", &["mère", "maire", "merci"]),
            ],
        },
        Bank {
            title: "Préfixe",
            ask: "Quel est le préfixe du mot entre guillemets ?",
            items: &[
                ("« défaire »", "dé-", &["-faire", "-re", "fai-"]),
                ("« impossible »", "im-", &["-ible", "-possible", "pos-"]),
                ("« revenir »", "re-", &["-venir", "-ir", "ven-"]),
                ("« prévoir »", "pré-", &["-voir", "-oir", "voi-"]),
            ],
        },
        Bank {
            title: "Suffixe",
            ask: "Quel est le suffixe du mot entre guillemets ?",
            items: &[
                ("« jardinier »", "-ier", &["jar-", "jardin-", "-er"]),
                ("« lavable »", "-able", &["la-", "lav-", "-ble"]),
                ("« gentiment »", "-ment", &["gen-", "genti-", "-ent"]),
                ("« boulangerie »", "-erie", &["bou-", "boulang-", "-ie"]),
            ],
        },
        Bank {
            title: "Sens du préfixe",
            ask: "Que signifie le préfixe du mot entre guillemets ?",
            items: &[
                (
                    "« incapable »",
                    "le contraire",
                    &["de nouveau", "avant", "trop"],
                ),
                (
                    "« relire »",
                    "de nouveau",
                    &["le contraire", "avant", "sous"],
                ),
                (
                    "« préhistoire »",
                    "avant",
                    &["après", "de nouveau", "le contraire"],
                ),
                ("« sous-marin »", "sous", &["sur", "avant", "le contraire"]),
            ],
        },
    ],
    // reading comprehension
    [
        Bank {
            title: "Lecture",
            ask: "Lis le texte puis réponds : où se passe l'histoire ?",
            items: &[
                (
                    "Texte : « Ce matin-là, Lina courut jusqu'au port. Les bateaux rentraient de la pêche et les mouettes criaient au-dessus des filets. »",
                    "au port",
                    &["à l'école", "dans une forêt", "à la montagne"],
                ),
                (
                    "Texte : « Sous les grands chênes, Tom ramassait des champignons. Le chemin se perdait entre les fougères. »",
                    "dans une forêt",
                    &["au port", "dans une ville", "à la plage"],
                ),
            ],
        },
        Bank {
            title: "Lecture",
            ask: "Lis le texte puis réponds : qui est le personnage principal ?",
            items: &[
                (
                    "Texte : « Le vieux pêcheur Marius réparait son filet. Il attendait le retour de son petit-fils, parti en mer avec son père. »",
                    "Marius",
                    &["son petit-fils", "son père", "un marin"],
                ),
                (
                    "Texte : « Zoé avait peur du noir. Chaque soir, sa mère laissait la porte entrouverte pour qu'un rayon de lumière entre dans sa chambre. »",
                    "Zoé",
                    &["sa mère", "son frère", "une voisine"],
                ),
            ],
        },
        Bank {
            title: "Lecture",
            ask: "Lis le texte puis réponds : à quel moment se passe la scène ?",
            items: &[
                (
                    "Texte : « La neige recouvrait les toits. Dans la cuisine, on préparait la bûche pour le réveillon du 24 décembre. »",
                    "en hiver",
                    &["en été", "au printemps", "en automne"],
                ),
                (
                    "Texte : « Les feuilles rousses tombaient des arbres et la rentrée venait d'avoir lieu. »",
                    "en automne",
                    &["en été", "au printemps", "en hiver"],
                ),
            ],
        },
        Bank {
            title: "Lecture",
            ask: "Lis le texte puis réponds : que ressent le personnage ?",
            items: &[
                (
                    "Texte : « Quand il vit son nom sur la liste des lauréats, Samir sauta de joie et serra ses parents dans ses bras. »",
                    "de la joie",
                    &["de la peur", "de la colère", "de la tristesse"],
                ),
                (
                    "Texte : « Le chien avait disparu depuis trois jours. Emma regardait la niche vide, les yeux pleins de larmes. »",
                    "de la tristesse",
                    &["de la joie", "de la colère", "de la fierté"],
                ),
            ],
        },
        Bank {
            title: "Lecture",
            ask: "Lis le texte puis réponds : pourquoi le personnage agit-il ainsi ?",
            items: &[
                (
                    "Texte : « Il prit son parapluie, car de gros nuages noirs couvraient le ciel. »",
                    "parce qu'il va pleuvoir",
                    &[
                        "parce qu'il fait chaud",
                        "parce qu'il est en retard",
                        "parce qu'il a faim",
                    ],
                ),
                (
                    "Texte : « Julie se leva très tôt : son train partait à six heures. »",
                    "parce que son train part tôt",
                    &[
                        "parce qu'elle est malade",
                        "parce qu'il pleut",
                        "parce qu'elle a froid",
                    ],
                ),
            ],
        },
        Bank {
            title: "Lecture",
            ask: "Lis le texte puis réponds : quel est le genre de ce texte ?",
            items: &[
                (
                    "Texte : « La cigale, ayant chanté tout l'été, se trouva fort dépourvue quand la bise fut venue. »",
                    "une fable",
                    &["un article de journal", "une recette", "une lettre"],
                ),
                (
                    "Texte : « Battez trois œufs, ajoutez le sucre puis la farine, et enfournez vingt minutes. »",
                    "une recette",
                    &["une fable", "un poème", "une lettre"],
                ),
            ],
        },
    ],
];
