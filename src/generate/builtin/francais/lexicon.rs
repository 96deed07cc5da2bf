//! Grammar, spelling and vocabulary: banks of items written for the purpose. Each bank is a
//! question form (its instruction) and items (the data shown, the answer, the wrong answers a
//! pupil gives); a bank serves two templates, a single choice and a true-or-false statement.
//! Reading comprehension has its own texts ([`super::lecture`]).
//!
//! A bank's items are written one a line, `data | answer | wrong / wrong / wrong` (without
//! wrong answers, the bank's own list is used), the easier first. A level uses every other
//! item (the even ones at CP, CE2, CM2, 4e, 2de, 1re; the odd ones at CE1, CM1, 6e, 5e, 3e,
//! Tle), so that a chapter taught at two adjacent levels asks different sentences; each level
//! has at least five items per bank, so that the four uses of a template in a 50-question exam
//! take four different items.

use std::sync::OnceLock;

use super::super::facts::{Check, Claim};
use super::super::{Built, Ctx};
use super::{Template, figure, lecture, mode, one_of, pairs, true_false, typed};

/// A bank: title of the card, instruction, items (one a line), the wrong answers of items that
/// give none, and the notion of the chapter's course it practises.
pub(crate) struct Bank {
    pub title: &'static str,
    pub ask: &'static str,
    pub items: &'static str,
    pub wrong: &'static [&'static str],
    pub notion: &'static str,
}

/// One item of a bank.
#[derive(Debug)]
pub(crate) struct Item {
    pub data: &'static str,
    pub answer: &'static str,
    pub wrong: Vec<&'static str>,
}

impl Bank {
    /// The bank's items, parsed once.
    pub(crate) fn items(&'static self) -> &'static [Item] {
        static PARSED: OnceLock<Vec<Vec<Vec<Item>>>> = OnceLock::new();
        let all = PARSED.get_or_init(|| {
            BANKS
                .iter()
                .map(|m| m.iter().map(parse).collect())
                .collect()
        });
        for (m, banks) in BANKS.iter().enumerate() {
            for (b, bank) in banks.iter().enumerate() {
                if std::ptr::eq(bank, self) {
                    return &all[m][b];
                }
            }
        }
        unreachable!("a bank of BANKS")
    }
}

fn parse(bank: &'static Bank) -> Vec<Item> {
    bank.items
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            let mut f = l.split(" | ");
            let data = f.next().expect("data").trim();
            let answer = f.next().unwrap_or_else(|| panic!("answer of {l}")).trim();
            let wrong = match f.next() {
                Some(w) => w.split(" / ").map(str::trim).collect(),
                None => bank.wrong.to_vec(),
            };
            Item {
                data,
                answer,
                wrong,
            }
        })
        .collect()
}

fn claim(data: &str, answer: &str) -> Claim {
    Claim::Pairs {
        pairs: vec![(data.to_owned(), answer.to_owned())],
        left: data.to_owned(),
        right: answer.to_owned(),
    }
}

/// Whether a level takes the even items of the banks (and the even texts of reading).
pub(crate) fn even_level(ctx: &Ctx) -> bool {
    (ctx.lvl as usize).is_multiple_of(2)
}

/// The items of a bank a level uses.
pub(crate) fn level_items(ctx: &Ctx, bank: &'static Bank) -> Vec<&'static Item> {
    let even = even_level(ctx);
    bank.items()
        .iter()
        .enumerate()
        .filter(|(i, _)| i.is_multiple_of(2) == even)
        .map(|(_, it)| it)
        .collect()
}

/// How many times the chapter's template list has been gone through before this question:
/// successive uses of a template take successive items.
pub(crate) fn turn(ctx: &Ctx) -> usize {
    (ctx.round / super::templates(ctx.mode).len() as u64) as usize
}

/// The item of a bank for this question.
fn item(ctx: &Ctx, bank: &'static Bank) -> &'static Item {
    let items = level_items(ctx, bank);
    items[turn(ctx) % items.len()]
}

fn bank_of(m: usize, b: usize) -> &'static Bank {
    &BANKS[m][b]
}

fn choice<const M: usize, const B: usize>(ctx: &mut Ctx) -> Built {
    let bank = bank_of(M, B);
    let it = item(ctx, bank);
    let stem = format!("{} {}", bank.ask, it.data);
    let mut checks = vec![Check::Claim {
        claim: claim(it.data, it.answer),
        expect: true,
    }];
    let mut wrong: Vec<String> = Vec::new();
    for w in it.wrong.iter().filter(|w| **w != it.answer) {
        if !wrong.iter().any(|x| x == w) {
            checks.push(Check::Claim {
                claim: claim(it.data, w),
                expect: false,
            });
            wrong.push((*w).to_owned());
        }
    }
    let expl = format!("Réponse : « {} ».", it.answer);
    let hint = if wrong.len() < 3 {
        "Écris le mot qui convient."
    } else {
        "Une seule réponse est juste."
    };
    let fig = figure(bank.title, &[hint.to_owned()]);
    if wrong.len() < 3 {
        // two possible answers (a or à, simple or complexe): the answer is written
        let mut both = vec![it.answer.to_owned()];
        both.extend(wrong);
        both.sort();
        let stem = format!(
            "{stem} Écris ta réponse : « {} » ou « {} ».",
            both[0],
            both[both.len() - 1]
        );
        return typed(stem, vec![it.answer.to_owned()], checks, fig, expl);
    }
    ctx.shuffle(&mut wrong);
    one_of(ctx, stem, it.answer.to_owned(), wrong, checks, fig, expl)
}

fn vrai_faux<const M: usize, const B: usize>(ctx: &mut Ctx) -> Built {
    let bank = bank_of(M, B);
    let it = item(ctx, bank);
    let shown = if ctx.chance(0.5) || it.wrong.is_empty() {
        it.answer
    } else {
        ctx.pick(&it.wrong)
    };
    let truth = shown == it.answer;
    let stem = format!(
        "Vrai ou faux ? {} {} Réponse proposée : « {shown} ».",
        bank.ask, it.data
    );
    let checks = vec![Check::Claim {
        claim: claim(it.data, shown),
        expect: truth,
    }];
    let expl = format!("La bonne réponse est « {} ».", it.answer);
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
    "Associe chaque passage à la façon dont il rapporte des paroles ou des pensées.",
];

/// A matching of items of the mode's first bank, with distinct data and distinct answers. For
/// homophones, items of a/à, son/sont and on/ont: no blank of these takes another of their
/// words (a blank before a noun would take « ce » as well as « son », one between two nouns
/// « et » as well as « ou »).
fn matching<const M: usize>(ctx: &mut Ctx) -> Built {
    let banks: &[usize] = if M == 3 { &[0, 2, 3] } else { &[0] };
    let mut items: Vec<&'static Item> = banks
        .iter()
        .flat_map(|b| level_items(ctx, &BANKS[M][*b]))
        .collect();
    ctx.shuffle(&mut items);
    let mut chosen: Vec<(String, String)> = Vec::new();
    for it in items {
        if chosen.len() < 4
            && !chosen
                .iter()
                .any(|(cd, cr)| cd == it.data || cr == it.answer)
        {
            chosen.push((it.data.to_owned(), it.answer.to_owned()));
        }
    }
    let expl = chosen
        .iter()
        .map(|(d, r)| format!("{d} : « {r} »."))
        .collect::<Vec<_>>()
        .join(" ");
    let fig = figure(
        BANKS[M][0].title,
        &["Relie chaque élément à sa réponse.".to_owned()],
    );
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
pub(super) static DISCOURS_RAPPORTE: &[Template] = six_banks!(5);

/// The bank index of a mode's mode (`None` for the modes without banks).
fn banks_of(m: u8) -> Option<usize> {
    Some(match m {
        mode::NATURE => 0,
        mode::FONCTIONS => 1,
        mode::ACCORDS => 2,
        mode::HOMOPHONES => 3,
        mode::VOCABULAIRE => 4,
        mode::DISCOURS => 5,
        _ => return None,
    })
}

/// The notion template `v` of bank mode `m` practises (the matching spans the chapter, except
/// in the modes whose first bank is the matching's).
pub(crate) fn notion(m: u8, v: u8) -> Option<&'static str> {
    if m == mode::LECTURE {
        return lecture::notion(v);
    }
    let banks = &BANKS[banks_of(m)?];
    match v {
        0 if m == mode::HOMOPHONES => None,
        0 => Some(banks[0].notion),
        v => banks.get(usize::from(v - 1) / 2).map(|b| b.notion),
    }
}

/// Whether `answer` is the bank's answer for `data` (the generator's own reading of a claim).
pub(crate) fn answers(data: &str, answer: &str) -> Option<bool> {
    BANKS
        .iter()
        .flat_map(|m| m.iter())
        .flat_map(|b| b.items().iter())
        .find(|it| it.data == data)
        .map(|it| it.answer == answer)
        .or_else(|| lecture::answers(data, answer))
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

const DISCOURS: &[&str] = &[
    "discours direct",
    "discours indirect",
    "discours indirect libre",
    "discours narrativisé",
];

const FONCTIONS_LIST: &[&str] = &[
    "sujet",
    "complément d'objet direct",
    "complément d'objet indirect",
    "attribut du sujet",
    "complément circonstanciel",
];

/// Banks by mode (nature, functions, agreements, homophones, vocabulary, reported speech).
pub(crate) static BANKS: [[Bank; 6]; 6] = [
    // word classes and sentence types
    [
        Bank {
            title: "Classe du mot",
            ask: "Quelle est la classe (nature) du mot en majuscules ?",
            notion: "classes",
            wrong: NATURES,
            items: "
                « Le chat dort sur le TAPIS. » | nom
                « Mon frère mange une POMME. » | nom
                « Le chat DORT sur le tapis. » | verbe
                « Les enfants CHANTENT dans la cour. » | verbe
                « Une PETITE maison se cache dans le bois. » | adjectif
                « Nous avons un chien NOIR. » | adjectif
                « CETTE histoire est vraie. » | déterminant
                « MES amis arrivent demain. » | déterminant
                « ELLE lit un roman. » | pronom
                « NOUS partons en vacances. » | pronom
                « Il court TRÈS vite. » | adverbe
                « Elle parle DOUCEMENT. » | adverbe
                « Le livre est SUR la table. » | préposition
                « Le chat dort SOUS le lit. » | préposition
                « Il pleut MAIS il fait doux. » | conjonction
                « Tu veux du thé OU du café ? » | conjonction
                « La MER est calme ce matin. » | nom
                « Le facteur APPORTE le courrier. » | verbe
                « Il porte un LOURD sac. » | adjectif
                « Je lis UN livre. » | déterminant
                « Les oiseaux, je LES entends. » | pronom
                « Nous arriverons BIENTÔT. » | adverbe
                « Il part AVEC sa sœur. » | préposition
                « Je reste à la maison, CAR il pleut. » | conjonction
            ",
        },
        Bank {
            title: "Type de phrase",
            ask: "Quel est le type de cette phrase ?",
            notion: "phrase",
            wrong: &["déclarative", "interrogative", "exclamative", "injonctive"],
            items: "
                « Ferme la porte. » | injonctive
                « Quelle belle journée ! » | exclamative
                « Où habites-tu ? » | interrogative
                « Le train part à midi. » | déclarative
                « Range ta chambre. » | injonctive
                « Est-ce que tu viens ce soir ? » | interrogative
                « Comme ce gâteau est bon ! » | exclamative
                « Les hirondelles reviennent au printemps. » | déclarative
                « Prenez vos cahiers. » | injonctive
                « Pourquoi le ciel est-il bleu ? » | interrogative
                « Que la mer est belle ! » | exclamative
                « Mon cousin habite à Lyon. » | déclarative
                « Lave-toi les mains. » | injonctive
                « Quel âge as-tu ? » | interrogative
                « Quelle surprise ! » | exclamative
                « Le musée ouvre à dix heures. » | déclarative
            ",
        },
        Bank {
            title: "Forme de phrase",
            ask: "Quelle est la forme de cette phrase ?",
            notion: "phrase",
            wrong: &["affirmative", "négative"],
            items: "
                « Je ne mange jamais de poisson. » | négative
                « Nous aimons la montagne. » | affirmative
                « Il n'a rien vu. » | négative
                « Tout le monde est venu. » | affirmative
                « Personne n'est venu. » | négative
                « Le magasin est ouvert le dimanche. » | affirmative
                « Elle ne joue plus au tennis. » | négative
                « Il fait toujours beau en juillet. » | affirmative
                « Nous n'irons pas à la piscine. » | négative
                « Les enfants rient beaucoup. » | affirmative
                « Je n'ai aucune idée. » | négative
                « Tu dois marcher ici. » | affirmative
                « Tu ne dois pas courir ici. » | négative
            ",
        },
        Bank {
            title: "Le verbe",
            ask: "Quel est le verbe conjugué de cette phrase ?",
            notion: "classes",
            wrong: &[],
            items: "
                « Les enfants jouent dans la cour. » | jouent | enfants / cour / dans
                « Demain, nous partirons tôt. » | partirons | demain / nous / tôt
                « Mon frère range sa chambre. » | range | frère / chambre / sa
                « La neige tombait sur le village. » | tombait | neige / village / sur
                « Les oiseaux chantent au lever du jour. » | chantent | oiseaux / lever / jour
                « Le boulanger prépare le pain. » | prépare | boulanger / pain / le
                « Les feuilles tombent en automne. » | tombent | feuilles / automne / en
                « Mon chat dormait près du feu. » | dormait | chat / feu / près
                « Tu écris une lettre à ta grand-mère. » | écris | lettre / grand-mère / tu
                « Le soir, les étoiles brillent. » | brillent | soir / étoiles / les
                « Papa lira une histoire. » | lira | papa / histoire / une
                « La maîtresse corrige les cahiers. » | corrige | maîtresse / cahiers / les
            ",
        },
        Bank {
            title: "Nom commun ou nom propre",
            ask: "Le nom en majuscules est-il un nom commun ou un nom propre ?",
            notion: "classes",
            wrong: &["nom commun", "nom propre"],
            items: "
                « Nous avons visité MARSEILLE. » | nom propre
                « La VILLE est calme la nuit. » | nom commun
                « La LOIRE traverse Orléans. » | nom propre
                « Le FLEUVE déborde. » | nom commun
                « PAUL arrive demain. » | nom propre
                « Le CHIEN de Léa s'appelle Rex. » | nom commun
                « Nous partons en ITALIE cet été. » | nom propre
                « Mon VOISIN est sympathique. » | nom commun
                « LUCIE joue du piano. » | nom propre
                « Le PIANO est lourd. » | nom commun
                « Le RHÔNE se jette dans la Méditerranée. » | nom propre
                « La RIVIÈRE coule sous le pont. » | nom commun
            ",
        },
        Bank {
            title: "Phrase simple ou complexe",
            ask: "Cette phrase est-elle simple ou complexe ?",
            notion: "phrase-complexe",
            wrong: &["simple", "complexe"],
            items: "
                « Le soleil brille. » | simple
                « Le soleil brille et les oiseaux chantent. » | complexe
                « Je pense que tu as raison. » | complexe
                « Les élèves de la classe préparent un spectacle. » | simple
                « Quand il pleut, nous restons à la maison. » | complexe
                « Le chat de la voisine dort au soleil. » | simple
                « Mon frère lit un livre pendant que je joue. » | complexe
                « Ce matin, le facteur a apporté un colis. » | simple
                « Elle chante, elle danse, elle rit. » | complexe
                « Après le repas, nous ferons une promenade. » | simple
                « L'homme qui parle est mon oncle. » | complexe
                « Les randonneurs atteignent le sommet avant midi. » | simple
            ",
        },
    ],
    // functions
    [
        Bank {
            title: "Fonction du groupe",
            ask: "Quelle est la fonction du groupe en majuscules ?",
            notion: "fonctions-verbe",
            wrong: FONCTIONS_LIST,
            items: "
                « LE CHIEN aboie. » | sujet
                « Léa mange UNE POMME. » | complément d'objet direct
                « Il parle À SON VOISIN. » | complément d'objet indirect
                « Ma sœur est MÉDECIN. » | attribut du sujet
                « Nous partirons DEMAIN MATIN. » | complément circonstanciel
                « Elle pense À SES VACANCES. » | complément d'objet indirect
                « LES OISEAUX migrent vers le sud. » | sujet
                « Le facteur apporte LE COURRIER. » | complément d'objet direct
                « Ce film semble PASSIONNANT. » | attribut du sujet
                « Le chat dort SUR LE CANAPÉ. » | complément circonstanciel
                « Nous obéissons À NOS PARENTS. » | complément d'objet indirect
                « Tu deviendras UN GRAND MUSICIEN. » | attribut du sujet
                « Mon grand-père raconte DES HISTOIRES. » | complément d'objet direct
                « DANS LA FORÊT, les randonneurs se sont perdus. » | complément circonstanciel
                « LA PLUIE tombe sans arrêt. » | sujet
                « Ils se souviennent DE CE VOYAGE. » | complément d'objet indirect
            ",
        },
        Bank {
            title: "Le sujet",
            ask: "Quel est le sujet du verbe dans cette phrase ?",
            notion: "fonctions-verbe",
            wrong: &[],
            items: "
                « Dans le jardin poussent des roses. » | des roses | le jardin / poussent / dans le jardin
                « Mes cousins arrivent ce soir. » | mes cousins | ce soir / arrivent / ce
                « Chaque matin, le boulanger ouvre sa boutique. » | le boulanger | chaque matin / sa boutique / ouvre
                « Sur la branche chantait un merle. » | un merle | la branche / chantait / sur la branche
                « Les élèves de ma classe préparent une fête. » | les élèves de ma classe | ma classe / une fête / préparent
                « Au loin brillaient les lumières du port. » | les lumières du port | le port / brillaient / au loin
                « Que fais-tu ce soir ? » | tu | ce soir / fais / que
                « Courir le matin fait du bien. » | courir le matin | le matin / du bien / fait
                « Mon oncle et ma tante viendront dimanche. » | mon oncle et ma tante | dimanche / ma tante / viendront
                « Hier soir, le vent a arraché les volets. » | le vent | les volets / hier soir / a arraché
                « Chaque soir, ma mère lit le journal. » | ma mère | le journal / chaque soir / lit
            ",
        },
        Bank {
            title: "Complément circonstanciel",
            ask: "Quelle circonstance le groupe en majuscules exprime-t-il ?",
            notion: "circonstances",
            wrong: &["lieu", "temps", "manière", "cause", "but"],
            items: "
                « Nous jouons DANS LE PARC. » | lieu
                « Il est parti À MIDI. » | temps
                « Elle marche AVEC PRUDENCE. » | manière
                « Le match est annulé À CAUSE DE LA PLUIE. » | cause
                « Il travaille POUR RÉUSSIR. » | but
                « Nous dînerons APRÈS LE FILM. » | temps
                « Il a rangé sa chambre AVEC SOIN. » | manière
                « Il tremble DE FROID. » | cause
                « Je me lève tôt POUR VOIR LE LEVER DU SOLEIL. » | but
                « Les vaches paissent DANS LE PRÉ. » | lieu
                « PENDANT LES VACANCES, nous irons à la mer. » | temps
                « Elle parle À VOIX BASSE. » | manière
                « Ils se sont abrités SOUS UN ARBRE. » | lieu
                « Il économise AFIN D'ACHETER UN VÉLO. » | but
                « La route est fermée EN RAISON DE LA NEIGE. » | cause
            ",
        },
        Bank {
            title: "Expansion du nom",
            ask: "Quelle est la fonction du groupe en majuscules, dans le groupe nominal ?",
            notion: "expansions",
            wrong: &[
                "épithète",
                "complément du nom",
                "apposition",
                "proposition subordonnée relative",
            ],
            items: "
                « Une robe ROUGE. » | épithète
                « Le vélo DE MON FRÈRE. » | complément du nom
                « Paris, CAPITALE DE LA FRANCE, compte de nombreux musées. » | apposition
                « Un gâteau AU CHOCOLAT. » | complément du nom
                « Le garçon QUI COURT est mon frère. » | proposition subordonnée relative
                « Une maison ANCIENNE. » | épithète
                « Une tasse DE THÉ. » | complément du nom
                « Victor Hugo, ÉCRIVAIN CÉLÈBRE, est né à Besançon. » | apposition
                « Le livre QUE TU M'AS PRÊTÉ est passionnant. » | proposition subordonnée relative
                « De GRANDS arbres bordent la route. » | épithète
                « La clé DU GARAGE a disparu. » | complément du nom
                « Mon chat, UN GROS MATOU ROUX, dort toute la journée. » | apposition
                « La ville OÙ JE SUIS NÉ est au bord de la mer. » | proposition subordonnée relative
                « Une soupe CHAUDE. » | épithète
            ",
        },
        Bank {
            title: "Pronom complément",
            ask: "Quelle est la fonction du pronom en majuscules ?",
            notion: "fonctions-verbe",
            wrong: &[
                "sujet",
                "complément d'objet direct",
                "complément d'objet indirect",
                "attribut du sujet",
            ],
            items: "
                « Ce livre, je LE lis. » | complément d'objet direct
                « Ma grand-mère, je LUI écris. » | complément d'objet indirect
                « ILS partent demain. » | sujet
                « Ces fleurs, tu LES arroses. » | complément d'objet direct
                « À mes parents, je LEUR téléphone souvent. » | complément d'objet indirect
                « NOUS irons au marché. » | sujet
                « Ce gâteau, nous LE partagerons. » | complément d'objet direct
                « Ton frère, tu LUI as répondu ? » | complément d'objet indirect
                « ELLE a oublié son parapluie. » | sujet
                « Cette chanson, je LA connais par cœur. » | complément d'objet direct
                « Ce problème, j'Y pense souvent. » | complément d'objet indirect
                « Le directeur NOUS a félicités. » | complément d'objet direct
                « Mon père ME parle de son travail. » | complément d'objet indirect
            ",
        },
        Bank {
            title: "Voix du verbe",
            ask: "Cette phrase est-elle à la voix active ou à la voix passive ?",
            notion: "voix",
            wrong: &["voix active", "voix passive"],
            items: "
                « La souris est mangée par le chat. » | voix passive
                « Le chat mange la souris. » | voix active
                « Le prix a été remis par le maire. » | voix passive
                « Le vent a renversé l'arbre. » | voix active
                « Les élèves sont félicités par la directrice. » | voix passive
                « Mon père a préparé le gâteau. » | voix active
                « Le gâteau a été préparé par mon père. » | voix passive
                « Les pompiers ont éteint l'incendie. » | voix active
                « L'incendie a été éteint par les pompiers. » | voix passive
                « Le maire remettra les prix. » | voix active
                « La ville sera reconstruite. » | voix passive
                « Le jardinier taille les rosiers. » | voix active
                « La porte est fermée à clé chaque soir par le gardien. » | voix passive
            ",
        },
    ],
    // agreements
    [
        Bank {
            title: "Participe passé avec être",
            ask: "Quelle forme du participe passé complète la phrase ?",
            notion: "participe-passe",
            wrong: &[],
            items: "
                « Mes sœurs sont (partir) hier. » | parties | parti / partis / partie
                « La lettre est (arriver) ce matin. » | arrivée | arrivé / arrivés / arrivées
                « Les garçons sont (tomber) dans la boue. » | tombés | tombé / tombée / tombées
                « Ma tante est (venir) nous voir. » | venue | venu / venus / venues
                « Les feuilles sont (tomber) en octobre. » | tombées | tombé / tombés / tombée
                « Mon oncle est (partir) en voyage. » | parti | partie / partis / parties
                « Les filles sont (rentrer) tard. » | rentrées | rentré / rentrés / rentrée
                « Le train est (arriver) à l'heure. » | arrivé | arrivée / arrivés / arrivées
                « Mes parents sont (aller) au marché. » | allés | allé / allée / allées
                « La neige est (tomber) toute la nuit. » | tombée | tombé / tombés / tombées
                « Les invités sont (venir) nombreux. » | venus | venu / venue / venues
                « Elle est (monter) au grenier. » | montée | monté / montés / montées
                « Les enfants sont (sortir) dans la cour. » | sortis | sorti / sortie / sorties
            ",
        },
        Bank {
            title: "Participe passé avec avoir",
            ask: "Quelle forme du participe passé complète la phrase ?",
            notion: "participe-passe",
            wrong: &[],
            items: "
                « Nous avons (manger) des crêpes. » | mangé | mangés / mangées / mangée
                « Les pommes que j'ai (cueillir) sont mûres. » | cueillies | cueilli / cueillis / cueillie
                « Elles ont (finir) leurs devoirs. » | fini | finies / finis / finie
                « Cette lettre, je l'ai (écrire) hier. » | écrite | écrit / écrits / écrites
                « Ils ont (jouer) toute la journée. » | joué | joués / jouée / jouées
                « Les livres qu'il a (lire) étaient passionnants. » | lus | lu / lue / lues
                « Mes amies ont (voir) un film. » | vu | vus / vue / vues
                « Les chansons que nous avons (chanter) étaient belles. » | chantées | chanté / chantés / chantée
                « Elle a (prendre) le bus. » | pris | prise / prises / prit
                « Ces photos, je les ai (prendre) en été. » | prises | pris / prise / prit
                « La maison qu'ils ont (construire) est solide. » | construite | construit / construits / construites
                « Quelle robe as-tu (choisir) ? » | choisie | choisi / choisis / choisies
            ",
        },
        Bank {
            title: "Accord de l'adjectif",
            ask: "Quelle forme de l'adjectif complète le groupe nominal ?",
            notion: "groupe-nominal",
            wrong: &[],
            items: "
                « des fleurs (blanc) » | blanches | blanc / blancs / blanche
                « une route (long) » | longue | long / longs / longues
                « des chevaux (noir) » | noirs | noir / noire / noires
                « des yeux (bleu) » | bleus | bleu / bleue / bleues
                « une eau (frais) » | fraîche | frais / fraîches / fraise
                « une voix (doux) » | douce | doux / douces / douse
                « des amies (heureux) » | heureuses | heureux / heureuse / heureuxs
                « des histoires (vrai) » | vraies | vrai / vrais / vraie
                « un (beau) arbre » | bel | beau / belle / beaux
                « une fille (gentil) » | gentille | gentil / gentile / gentilles
                « une (vieux) maison » | vieille | vieux / vieil / vieilles
                « des robes (neuf) » | neuves | neuf / neufs / neuve
                « une réponse (exact) » | exacte | exact / exacts / exactes
            ",
        },
        Bank {
            title: "Accord sujet-verbe",
            ask: "Quelle forme du verbe complète la phrase ?",
            notion: "sujet-verbe",
            wrong: &[],
            items: "
                « Les enfants (jouer, présent) au ballon. » | jouent | joue / joues / jouons
                « Les oiseaux (chanter, présent) le matin. » | chantent | chante / chantes / chantons
                « Le car des élèves (partir, présent) à huit heures. » | part | partent / pars / partons
                « Tu (finir, présent) ton dessin. » | finis | finit / finissent / finir
                « Toi et moi (aller, présent) au cinéma. » | allons | vont / allez / va
                « Les fleurs du jardin (pousser, présent) vite. » | poussent | pousse / pousses / poussez
                « Ma sœur et mon frère (finir, présent) leurs devoirs. » | finissent | finit / finis / finissons
                « Mes amis et moi (partir, futur) demain. » | partirons | partiront / partira / partirez
                « Ce sont eux qui (avoir, présent) raison. » | ont | a / as / avons
                « Vous (dire, présent) la vérité. » | dites | disez / disent / dit
                « C'est moi qui (faire, présent) la vaisselle. » | fais | fait / font / faisons
                « Le chien des voisins (aboyer, imparfait) toute la nuit. » | aboyait | aboyaient / aboyais / aboyons
            ",
        },
        Bank {
            title: "Pluriel des noms",
            ask: "Quel est le pluriel de ce nom ?",
            notion: "groupe-nominal",
            wrong: &[],
            items: "
                « un cheval » | des chevaux | des chevals / des chevaus / des cheval
                « un jeu » | des jeux | des jeus / des jeu / des jeuxs
                « un bijou » | des bijoux | des bijous / des bijou / des bijouxs
                « un bateau » | des bateaux | des bateaus / des bateau / des bateauxs
                « un clou » | des clous | des cloux / des clou / des clouxs
                « un pneu » | des pneus | des pneux / des pneu / des pneues
                « un festival » | des festivals | des festivaux / des festivales / des festival
                « un genou » | des genoux | des genous / des genou / des genoues
                « un nez » | des nez | des nezs / des nes / des nezes
                « un hibou » | des hiboux | des hibous / des hibou / des hiboues
                « un œil » | des yeux | des œils / des œuils / des yeus
                « un travail » | des travaux | des travaus / des travail / des travauxs
                « un bal » | des bals | des baux / des bales / des bal
            ",
        },
        Bank {
            title: "Féminin des noms",
            ask: "Quel est le féminin de ce nom ?",
            notion: "groupe-nominal",
            wrong: &[],
            items: "
                « un cousin » | une cousine | une cousinne / une cousinette / une cousin
                « un acteur » | une actrice | une acteuse / une acteure / une actrise
                « un boulanger » | une boulangère | une boulangeuse / une boulangere / une boulangerie
                « un chanteur » | une chanteuse | une chantrice / une chanteure / une chanteresse
                « un lion » | une lionne | une lione / une lionesse / une liona
                « un loup » | une louve | une loupe / une loupesse / une loupine
                « un coiffeur » | une coiffeuse | une coiffrice / une coiffeure / une coiffeusse
                « un directeur » | une directrice | une directeuse / une directeure / une directrise
                « un musicien » | une musicienne | une musiciene / une musicienesse / une musicianne
                « un veuf » | une veuve | une veufe / une veuffe / une veuvesse
                « un prince » | une princesse | une princière / une princeuse / une princette
                « un héros » | une héroïne | une hérosse / une héroe / une héraute
            ",
        },
    ],
    // homophones
    [
        Bank {
            title: "a ou à",
            ask: "Quel mot complète la phrase : « a » ou « à » ?",
            notion: "a-et",
            wrong: &["a", "à"],
            items: "
                « Il … mal au ventre. » | a
                « Nous allons … la plage. » | à
                « Léa … six ans. » | a
                « Je vais … l'école. » | à
                « On … faim. » | a
                « Il pense … ses vacances. » | à
                « Mon frère … perdu sa clé. » | a
                « Il habite … Paris. » | à
                « Papa … une voiture rouge. » | a
                « C'est une tasse … café. » | à
            ",
        },
        Bank {
            title: "et ou est",
            ask: "Quel mot complète la phrase : « et » ou « est » ?",
            notion: "a-et",
            wrong: &["et", "est"],
            items: "
                « Le ciel … bleu. » | est
                « Léa … Hugo jouent. » | et
                « Ce gâteau … délicieux. » | est
                « Il lit … il écrit. » | et
                « Ma maison … grande. » | est
                « Le chat … le chien dorment. » | et
                « Il … tard. » | est
                « J'aime les pommes … les poires. » | et
                « La soupe … chaude. » | est
                « Il rit … il chante. » | et
            ",
        },
        Bank {
            title: "son ou sont",
            ask: "Quel mot complète la phrase : « son » ou « sont » ?",
            notion: "son-on",
            wrong: &["son", "sont"],
            items: "
                « Les élèves … en classe. » | sont
                « Il range … cartable. » | son
                « Mes amis … partis. » | sont
                « Elle prête … vélo. » | son
                « Ils … en vacances. » | sont
                « Il cherche … ballon. » | son
                « Les fleurs … fanées. » | sont
                « Léo promène … chien. » | son
                « Où … tes parents ? » | sont
                « Elle a perdu … écharpe. » | son
            ",
        },
        Bank {
            title: "on ou ont",
            ask: "Quel mot complète la phrase : « on » ou « ont » ?",
            notion: "son-on",
            wrong: &["on", "ont"],
            items: "
                « Ils … faim. » | ont
                « … part à huit heures. » | on
                « Les voisins … un jardin. » | ont
                « Demain, … ira à la piscine. » | on
                « Mes amis … un chat. » | ont
                « … a gagné le match ! » | on
                « Ils … peur du noir. » | ont
                « Ce soir, … mange des crêpes. » | on
                « Les oiseaux … fait un nid. » | ont
                « … entend la mer. » | on
            ",
        },
        Bank {
            title: "ou ou où",
            ask: "Quel mot complète la phrase : « ou » ou « où » ?",
            notion: "ou-ce",
            wrong: &["ou", "où"],
            items: "
                « … vas-tu ? » | où
                « Veux-tu du thé … du café ? » | ou
                « … est ton cartable ? » | où
                « Rouge … bleu ? » | ou
                « La ville … je suis né est petite. » | où
                « Tu viens à pied … à vélo ? » | ou
                « Je ne sais pas … il habite. » | où
                « Tu préfères la mer … la montagne ? » | ou
                « Le jour … il a neigé, l'école était fermée. » | où
                « Prends un crayon … un stylo. » | ou
            ",
        },
        Bank {
            title: "« ce » ou « se »",
            ask: "Quel mot complète la phrase : « ce » ou « se » ?",
            notion: "ou-ce",
            wrong: &["ce", "se"],
            items: "
                « Il … lave les mains. » | se
                « … chien est gentil. » | ce
                « Elle … coiffe devant le miroir. » | se
                « … matin, il fait froid. » | ce
                « Les enfants … cachent derrière l'arbre. » | se
                « J'aime … livre. » | ce
                « Le chat … réveille. » | se
                « … gâteau sent bon. » | ce
                « Le soleil … lève à l'est. » | se
                « Nous allons au parc … soir. » | ce
            ",
        },
    ],
    // vocabulary
    [
        Bank {
            title: "Synonyme",
            ask: "Quel mot est un synonyme du mot entre guillemets ?",
            notion: "sens",
            wrong: &[],
            items: "
                « content » | joyeux | triste / fatigué / inquiet
                « beau » | joli | laid / grand / vieux
                « commencer » | débuter | finir / arrêter / attendre
                « chemin » | sentier | maison / arbre / pont
                « bâtir » | construire | détruire / casser / habiter
                « crier » | hurler | chuchoter / murmurer / chanter
                « demeure » | maison | route / jardin / voiture
                « erreur » | faute | réussite / succès / chance
                « effrayé » | apeuré | rassuré / calme / joyeux
                « regarder » | observer | écouter / oublier / entendre
                « habile » | adroit | maladroit / lent / timide
                « finir » | terminer | commencer / débuter / continuer
                « étonné » | surpris | indifférent / calme / fâché
                « se dépêcher » | se hâter | ralentir / attendre / s'arrêter
            ",
        },
        Bank {
            title: "Antonyme",
            ask: "Quel mot est un antonyme (un contraire) du mot entre guillemets ?",
            notion: "sens",
            wrong: &[],
            items: "
                « chaud » | froid | brûlant / tiède / doux
                « grand » | petit | haut / immense / large
                « ouvrir » | fermer | entrer / pousser / tirer
                « jour » | nuit | matin / soleil / midi
                « heureux » | malheureux | joyeux / content / ravi
                « allumer » | éteindre | brûler / briller / éclairer
                « monter » | descendre | grimper / sauter / courir
                « léger » | lourd | fin / doux / mince
                « possible » | impossible | probable / facile / certain
                « vide » | plein | creux / sec / léger
                « gagner » | perdre | réussir / jouer / battre
                « propre » | sale | net / neuf / lavé
                « toujours » | jamais | souvent / parfois / encore
                « courageux » | peureux | brave / hardi / fort
            ",
        },
        Bank {
            title: "Famille de mots",
            ask: "Quel mot appartient à la même famille que le mot entre guillemets ?",
            notion: "formation",
            wrong: &[],
            items: "
                « terre » | terrain | terrible / tarte / tirer
                « dent » | dentiste | danse / dinde / dense
                « fleur » | fleuriste | flèche / fleuve / flou
                « lait » | laitier | laid / laisser / laine
                « mer » | marin | mère / maire / merci
                « jardin » | jardinier | jarre / jaune / jarret
                « long » | longueur | loup / lot / louange
                « vent » | ventilateur | vente / ventre / vendre
                « glace » | glacier | glisser / glaive / glaner
                « froid » | refroidir | frotter / front / fromage
                « mont » | montagne | montre / mouton / moteur
                « chant » | chanteur | champ / chance / chandelle
            ",
        },
        Bank {
            title: "Préfixe",
            ask: "Quel est le préfixe du mot entre guillemets ?",
            notion: "formation",
            wrong: &[],
            items: "
                « défaire » | dé- | -faire / -re / fai-
                « refaire » | re- | -faire / -aire / ref-
                « impossible » | im- | -ible / -possible / pos-
                « impoli » | im- | -poli / -li / po-
                « revenir » | re- | -venir / -ir / ven-
                « décoller » | dé- | -coller / -er / col-
                « prévoir » | pré- | -voir / -oir / voi-
                « malheureux » | mal- | -heureux / -eux / heur-
                « incroyable » | in- | -croyable / -able / croy-
                « parapluie » | para- | -pluie / -ie / plu-
                « surnaturel » | sur- | -naturel / -el / nat-
                « antivol » | anti- | -vol / an- / antiv-
            ",
        },
        Bank {
            title: "Suffixe",
            ask: "Quel est le suffixe du mot entre guillemets ?",
            notion: "formation",
            wrong: &[],
            items: "
                « jardinier » | -ier | jar- / jardin- / -er
                « fillette » | -ette | fil- / fill- / -te
                « lavable » | -able | la- / lav- / -ble
                « chanteur » | -eur | chan- / chant- / -ur
                « gentiment » | -ment | gen- / genti- / -ent
                « dentiste » | -iste | den- / dent- / -ste
                « boulangerie » | -erie | bou- / boulang- / -ie
                « lisible » | -ible | li- / lis- / -ble
                « arrosage » | -age | ar- / arros- / -ge
                « rapidement » | -ment | ra- / rapide- / -ent
                « gentillesse » | -esse | gen- / gentil- / -se
            ",
        },
        Bank {
            title: "Sens du préfixe",
            ask: "Que signifie le préfixe du mot entre guillemets ?",
            notion: "formation",
            wrong: &[],
            items: "
                « incapable » | le contraire | de nouveau / avant / trop
                « relire » | de nouveau | le contraire / avant / sous
                « préhistoire » | avant | après / de nouveau / le contraire
                « sous-marin » | sous | sur / avant / le contraire
                « déshabiller » | le contraire | de nouveau / avant / sous
                « revoir » | de nouveau | le contraire / avant / sous
                « préchauffer » | avant | après / de nouveau / sous
                « souterrain » | sous | sur / avant / de nouveau
                « inutile » | le contraire | de nouveau / avant / sous
                « surcharger » | trop | sous / avant / de nouveau
                « réécrire » | de nouveau | le contraire / avant / trop
                « sous-sol » | sous | sur / de nouveau / le contraire
            ",
        },
    ],
    // reported speech (4e)
    [
        Bank {
            title: "Types de discours rapporté",
            ask: "Comment les paroles ou les pensées sont-elles rapportées dans ce passage ?",
            notion: "types-de-discours",
            wrong: DISCOURS,
            items: "
                Le maître annonce : « Demain, nous irons au musée. » | discours direct
                Le maître annonce que la classe ira au musée le lendemain. | discours indirect
                Julie regardait la pluie par la fenêtre. Elle ne sortirait pas aujourd'hui, c'était décidé ! | discours indirect libre
                Le maire annonça la fermeture de la piscine. | discours narrativisé
                Paul demanda à sa sœur où elle avait caché la clé. | discours indirect
                « Où as-tu caché la clé ? » demanda Paul. | discours direct
                Les élèves racontèrent leur sortie à leurs parents. | discours narrativisé
                Marie relut la lettre. Comme elle avait été naïve ! Jamais plus elle ne lui ferait confiance. | discours indirect libre
                Tom s'écria : « Quelle belle surprise ! » | discours direct
                Tom s'écria que c'était une belle surprise. | discours indirect
                Le vieil homme soupira. Quelle folie de vendre cette maison ! Jamais il ne s'habituerait à la ville. | discours indirect libre
                Le médecin lui donna quelques conseils. | discours narrativisé
            ",
        },
        Bank {
            title: "Verbes de parole",
            ask: "Quel verbe de parole introduit les paroles rapportées dans cette phrase (à l'infinitif) ?",
            notion: "types-de-discours",
            wrong: &[],
            items: "
                « Je n'ai rien vu », murmura le témoin en baissant les yeux. | murmurer | voir / baisser / crier
                Le guide expliqua que le château avait brûlé au XVIIIe siècle. | expliquer | brûler / répondre / crier
                Le vendeur nous assura que le colis arriverait lundi. | assurer | arriver / demander / chuchoter
                « Range ta chambre ! » ordonna ma mère. | ordonner | ranger / répondre / murmurer
                Léo demanda à son frère s'il voulait jouer. | demander | vouloir / jouer / répondre
                « Nous gagnerons ce match », affirma l'entraîneur. | affirmer | gagner / demander / crier
                La journaliste raconta qu'elle avait traversé le désert à pied. | raconter | traverser / répondre / ordonner
                « Qui a mangé le gâteau ? » s'écria la cuisinière. | s'écrier | manger / répondre / expliquer
                Mon grand-père m'a confié qu'il avait eu peur pendant la tempête. | confier | avoir / demander / crier
                « Je reviendrai demain », promit le plombier. | promettre | revenir / demander / ordonner
                Le professeur rappela aux élèves que le contrôle aurait lieu jeudi. | rappeler | avoir / répondre / crier
                « Attention, la route est glissante ! » prévint le gendarme. | prévenir | être / demander / murmurer
            ",
        },
        Bank {
            title: "Concordance des temps",
            ask: "La seconde phrase rapporte les mêmes paroles au discours indirect. Quelle forme du verbe la complète ?",
            notion: "transpositions",
            wrong: &[],
            items: "
                Ce soir-là, Léa déclara : « Je suis fatiguée. » Ce soir-là, Léa déclara qu'elle … fatiguée. | était | est / sera / fut
                Le pilote annonça : « Nous atterrirons dans dix minutes. » Le pilote annonça qu'ils … dix minutes plus tard. | atterriraient | atterriront / atterrissaient / atterrissent
                Marc expliqua : « J'ai perdu mes clés. » Marc expliqua qu'il … ses clés. | avait perdu | a perdu / perdait / perdra
                Ma voisine raconta : « Je pars en voyage demain. » Ma voisine raconta qu'elle … en voyage le lendemain. | partait | part / partira / partit
                Tom affirma : « Je finirai mon dessin demain. » Tom affirma qu'il … son dessin le lendemain. | finirait | finira / finissait / finit
                Les enfants crièrent : « Nous avons gagné la partie ! » Les enfants crièrent qu'ils … la partie. | avaient gagné | ont gagné / gagnaient / gagneront
                Le vendeur précisa : « Le magasin ferme dans cinq minutes. » Le vendeur précisa que le magasin … cinq minutes plus tard. | fermait | ferme / fermera / ferma
                Julie avoua : « J'ai cassé le vase. » Julie avoua qu'elle … le vase. | avait cassé | a cassé / cassait / cassera
                Paul promit : « Je viendrai te voir demain. » Paul me promit qu'il … me voir le lendemain. | viendrait | viendra / venait / vint
                Ce matin-là, le garçon répondit : « Je suis en retard. » Ce matin-là, le garçon répondit qu'il … en retard. | était | est / sera / fut
                Mes cousins annoncèrent : « Nous déménagerons l'an prochain. » Mes cousins annoncèrent qu'ils … l'année suivante. | déménageraient | déménageront / déménageaient / déménagèrent
                Emma expliqua : « J'ai raté le bus. » Emma expliqua qu'elle … le bus. | avait raté | a raté / ratait / ratera
            ",
        },
        Bank {
            title: "Pronoms et déterminants",
            ask: "La seconde phrase rapporte les mêmes paroles au discours indirect. Quel mot la complète ?",
            notion: "transpositions",
            wrong: &[],
            items: "
                Paul dit à Marie : « J'ai trouvé ton écharpe. » Paul dit à Marie qu'il avait trouvé … écharpe. | son | ton / mon / leur
                Les enfants dirent à leur mère : « Nous avons rangé notre chambre. » Les enfants dirent à leur mère qu'ils avaient rangé … chambre. | leur | notre / votre / sa
                Léa me demanda : « Peux-tu me prêter ton vélo ? » Léa me demanda si je pouvais … prêter mon vélo. | lui | me / te / leur
                Le directeur dit aux élèves : « Je vous attends dans mon bureau. » Le directeur dit aux élèves qu'il … attendait dans son bureau. | les | vous / nous / leur
                Hugo affirma : « Mon chien est très sage. » Hugo affirma que … chien était très sage. | son | mon / ton / leur
                Ma sœur m'annonça : « Je te rendrai tes livres. » Ma sœur m'annonça qu'elle me rendrait … livres. | mes | tes / ses / leurs
                Les voisins nous ont dit : « Nous vous inviterons samedi. » Les voisins nous ont dit qu'ils … inviteraient le samedi suivant. | nous | vous / les / leur
                Le professeur dit à Julie : « Ton exposé est excellent. » Le professeur dit à Julie que … exposé était excellent. | son | ton / mon / votre
                Mes parents m'ont dit : « Nous te donnerons notre vieille voiture. » Mes parents m'ont dit qu'ils me donneraient … vieille voiture. | leur | notre / votre / ma
                Camille demanda à ses parents : « Pouvez-vous me conduire à la gare ? » Camille demanda à ses parents s'ils pouvaient … conduire à la gare. | la | me / vous / leur
                Le capitaine dit à ses soldats : « Votre courage m'impressionne. » Le capitaine dit à ses soldats que … courage l'impressionnait. | leur | votre / notre / son
                Inès m'expliqua : « Mes parents sont partis sans moi. » Inès m'expliqua que … parents étaient partis sans elle. | ses | mes / tes / leurs
            ",
        },
        Bank {
            title: "Indicateurs de temps",
            ask: "Dans un récit au passé, par quelle expression remplace-t-on cet indicateur de temps quand on rapporte les paroles au discours indirect ?",
            notion: "transpositions",
            wrong: &[],
            items: "
                « demain » | le lendemain | la veille / ce jour-là / à ce moment-là
                « hier » | la veille | le lendemain / ce jour-là / la semaine suivante
                « aujourd'hui » | ce jour-là | la veille / le lendemain / l'année précédente
                « maintenant » | à ce moment-là | le lendemain / la veille / l'année suivante
                « la semaine prochaine » | la semaine suivante | la semaine précédente / la veille / ce jour-là
                « l'an dernier » | l'année précédente | l'année suivante / le lendemain / à ce moment-là
                « ce matin » | ce matin-là | le lendemain matin / la veille au soir / l'année suivante
                « dans deux jours » | deux jours plus tard | deux jours plus tôt / la veille / ce jour-là
                « il y a trois jours » | trois jours plus tôt | trois jours plus tard / le lendemain / ce jour-là
                « le mois prochain » | le mois suivant | le mois précédent / la veille / ce jour-là
                « avant-hier » | l'avant-veille | le surlendemain / la veille / ce jour-là
                « après-demain » | le surlendemain | l'avant-veille / le lendemain / ce jour-là
            ",
        },
        Bank {
            title: "Interrogation indirecte",
            ask: "La seconde phrase rapporte la même question au discours indirect. Quel mot la complète ?",
            notion: "interrogation-indirecte",
            wrong: &[],
            items: "
                Il me demanda : « Que veux-tu ? » Il me demanda … je voulais. | ce que | si / qu'est-ce que / ce qui
                Le guide nous demanda : « Avez-vous faim ? » Le guide nous demanda … nous avions faim. | si | ce que / que / qu'est-ce que
                Mon père demanda : « Qu'est-ce qui se passe ? » Mon père demanda … se passait. | ce qui | ce que / si / qu'est-ce qui
                Lucie me demanda : « Où habites-tu ? » Lucie me demanda … j'habitais. | où | si / ce que / quand
                L'infirmière demanda à Paul : « Quand êtes-vous tombé ? » L'infirmière demanda à Paul … il était tombé. | quand | si / ce que / où
                Le maître demanda : « Qui a fini ? » Le maître demanda … avait fini. | qui | ce qui / si / ce que
                Ma mère me demanda : « Pourquoi pleures-tu ? » Ma mère me demanda … je pleurais. | pourquoi | si / ce que / où
                Le client demanda : « Combien coûte ce livre ? » Le client demanda … coûtait ce livre. | combien | si / ce que / ce qui
                Emma demanda à sa sœur : « Viens-tu avec moi ? » Emma demanda à sa sœur … elle venait avec elle. | si | ce que / où / quand
                Le policier me demanda : « Comment vous appelez-vous ? » Le policier me demanda … je m'appelais. | comment | si / ce que / quand
                Tom se demandait : « Que va-t-il arriver ? » Tom se demandait … allait arriver. | ce qui | ce que / si / qu'est-ce qui
                Le vendeur me demanda : « Que cherchez-vous ? » Le vendeur me demanda … je cherchais. | ce que | ce qui / si / qu'est-ce que
            ",
        },
    ],
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn banks_have_five_items_a_level_and_data_answer_one_way() {
        let mut seen = std::collections::HashMap::new();
        for m in &BANKS {
            for b in m {
                let items = b.items();
                assert!(items.len() >= 10, "{}: {}", b.title, items.len());
                for it in items {
                    assert!(!it.wrong.is_empty(), "{}", it.data);
                    assert!(
                        seen.insert(it.data, it.answer).is_none(),
                        "{} twice",
                        it.data
                    );
                }
            }
        }
    }
}
