//! Reading comprehension: short texts written for the purpose, five a level (CP to CM2, 6e,
//! 1re, Tle), each with six questions whose answers are in the text or drawn from it (the
//! place, a character, a detail, a feeling, a reason, the text itself: its genre, a word, a
//! figure of speech).
//!
//! Template `1 + 2k` asks question `k` of the text as a single choice, template `2 + 2k` as a
//! true-or-false statement, template 0 matches four questions of a text with their answers.
//! Successive uses of a template take successive texts of the level.

use std::sync::OnceLock;

use super::super::facts::{Check, Claim};
use super::super::{Built, Ctx, Lvl};
use super::{Template, figure, lexicon, one_of, pairs, true_false};

/// A text: its level, a title (unique, not shown), the text and its questions, one a line
/// `question | answer | wrong / wrong / wrong`.
struct Text {
    level: Lvl,
    title: &'static str,
    body: &'static str,
    qa: &'static str,
}

/// One question of a text.
#[derive(Debug)]
pub(crate) struct Qa {
    pub question: &'static str,
    pub answer: &'static str,
    pub wrong: Vec<&'static str>,
}

fn parsed() -> &'static [Vec<Qa>] {
    static P: OnceLock<Vec<Vec<Qa>>> = OnceLock::new();
    P.get_or_init(|| {
        TEXTS
            .iter()
            .map(|t| {
                t.qa.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(|l| {
                        let mut f = l.split(" | ");
                        let question = f.next().expect("question");
                        let answer = f.next().unwrap_or_else(|| panic!("answer of {l}"));
                        let wrong = f
                            .next()
                            .unwrap_or_else(|| panic!("wrong answers of {l}"))
                            .split(" / ")
                            .collect();
                        Qa {
                            question,
                            answer,
                            wrong,
                        }
                    })
                    .collect()
            })
            .collect()
    })
}

/// The texts of the question's level.
fn level_texts(ctx: &Ctx) -> Vec<usize> {
    TEXTS
        .iter()
        .enumerate()
        .filter(|(_, t)| t.level == ctx.lvl)
        .map(|(i, _)| i)
        .collect()
}

/// The text of this question: successive uses of a template take successive texts.
fn text_of(ctx: &Ctx) -> usize {
    let texts = level_texts(ctx);
    texts[lexicon::turn(ctx) % texts.len()]
}

/// The key of a question in claims: the text's title and the question.
fn key(t: usize, q: &Qa) -> String {
    format!("{} : {}", TEXTS[t].title, q.question)
}

/// Whether `answer` answers the question `data` (`title : question`) of a text.
pub(crate) fn answers(data: &str, answer: &str) -> Option<bool> {
    let all = parsed();
    TEXTS.iter().enumerate().find_map(|(t, text)| {
        let rest = data.strip_prefix(text.title)?.strip_prefix(" : ")?;
        all[t]
            .iter()
            .find(|q| q.question == rest)
            .map(|q| q.answer == answer)
    })
}

fn claim(left: String, right: &str) -> Claim {
    Claim::Pairs {
        pairs: vec![(left.clone(), right.to_owned())],
        left,
        right: right.to_owned(),
    }
}

fn card() -> crate::domain::question::Visual {
    figure(
        "Lecture",
        &["Lis tout le texte avant de répondre.".to_owned()],
    )
}

fn choice<const K: usize>(ctx: &mut Ctx) -> Built {
    let t = text_of(ctx);
    let qs = &parsed()[t];
    let q = &qs[K % qs.len()];
    let stem = format!(
        "Lis le texte puis réponds à la question. Texte : « {} » Question : {}",
        TEXTS[t].body, q.question
    );
    let mut checks = vec![Check::Claim {
        claim: claim(key(t, q), q.answer),
        expect: true,
    }];
    for w in &q.wrong {
        checks.push(Check::Claim {
            claim: claim(key(t, q), w),
            expect: false,
        });
    }
    let expl = format!("{} Réponse : « {} ».", q.question, q.answer);
    let mut wrong: Vec<String> = q.wrong.iter().map(|w| (*w).to_owned()).collect();
    ctx.shuffle(&mut wrong);
    one_of(ctx, stem, q.answer.to_owned(), wrong, checks, card(), expl)
}

fn vrai_faux<const K: usize>(ctx: &mut Ctx) -> Built {
    let t = text_of(ctx);
    let qs = &parsed()[t];
    let q = &qs[K % qs.len()];
    let shown = if ctx.chance(0.5) {
        q.answer
    } else {
        ctx.pick(&q.wrong)
    };
    let truth = shown == q.answer;
    let stem = format!(
        "Vrai ou faux ? Lis le texte. Texte : « {} » Question : {} Réponse proposée : « {shown} ».",
        TEXTS[t].body, q.question
    );
    let checks = vec![Check::Claim {
        claim: claim(key(t, q), shown),
        expect: truth,
    }];
    let expl = format!("{} La bonne réponse est « {} ».", q.question, q.answer);
    true_false(stem, truth, checks, card(), expl)
}

/// Four questions of a text matched with their answers.
fn matching(ctx: &mut Ctx) -> Built {
    let t = text_of(ctx);
    let mut qs: Vec<&Qa> = parsed()[t].iter().collect();
    ctx.shuffle(&mut qs);
    let mut chosen: Vec<(String, String)> = Vec::new();
    for q in qs {
        if chosen.len() < 4 && !chosen.iter().any(|(_, a)| a == q.answer) {
            chosen.push((q.question.to_owned(), q.answer.to_owned()));
        }
    }
    let stem = format!(
        "Lis le texte puis associe chaque question à sa réponse. Texte : « {} »",
        TEXTS[t].body
    );
    let expl = chosen
        .iter()
        .map(|(q, a)| format!("{q} « {a} »."))
        .collect::<Vec<_>>()
        .join(" ");
    pairs(ctx, stem, chosen, card(), expl)
}

pub(super) static LECTURE: &[Template] = &[
    matching,
    choice::<0>,
    vrai_faux::<0>,
    choice::<1>,
    vrai_faux::<1>,
    choice::<2>,
    vrai_faux::<2>,
    choice::<3>,
    vrai_faux::<3>,
    choice::<4>,
    vrai_faux::<4>,
    choice::<5>,
    vrai_faux::<5>,
];

/// The notion template `v` practises: the first three questions of a text take information
/// from it, the next two infer (a feeling, a reason, a figure of speech), the last is about
/// the text itself.
pub(crate) fn notion(v: u8) -> Option<&'static str> {
    match v {
        0 => None,
        1..=6 => Some("prelever"),
        7..=10 => Some("inferer"),
        _ => Some("texte"),
    }
}

use Lvl::*;

static TEXTS: &[Text] = &[
    // CP
    Text {
        level: Cp,
        title: "Le chat de Lina",
        body: "Lina a un petit chat gris. Il s'appelle Pompon. Le matin, Pompon boit du lait dans la cuisine. Le soir, il dort sur le lit de Lina. Lina est contente quand Pompon ronronne.",
        qa: "
            Où Pompon boit-il du lait ? | dans la cuisine | dans le jardin / dans la chambre / à l'école
            Qui est Pompon ? | le chat de Lina | le frère de Lina / le chien de Lina / un oiseau
            Quand Pompon dort-il sur le lit ? | le soir | le matin / à midi / l'après-midi
            Comment se sent Lina quand Pompon ronronne ? | contente | triste / fâchée / fatiguée
            De quelle couleur est Pompon ? | gris | noir / blanc / roux
            Que boit Pompon le matin ? | du lait | de l'eau / du jus / de la soupe
        ",
    },
    Text {
        level: Cp,
        title: "Tom au parc",
        body: "Tom va au parc avec son papa. Sur le toboggan, Tom rit très fort. Puis il mange une pomme sur un banc. Soudain, il pleut : Tom et son papa rentrent à la maison.",
        qa: "
            Où va Tom ? | au parc | à la piscine / à l'école / à la plage
            Avec qui Tom va-t-il au parc ? | avec son papa | avec sa maman / avec sa sœur / avec son ami
            Que mange Tom ? | une pomme | un gâteau / une banane / du pain
            Comment est Tom sur le toboggan ? | joyeux | triste / en colère / fatigué
            Pourquoi Tom et son papa rentrent-ils à la maison ? | parce qu'il pleut | parce qu'il fait nuit / parce que Tom est malade / parce que le parc ferme
            Où Tom mange-t-il sa pomme ? | sur un banc | sur le toboggan / dans la voiture / à la maison
        ",
    },
    Text {
        level: Cp,
        title: "Le gâteau de Mamie",
        body: "Mamie fait un gâteau au chocolat. Zoé casse les œufs. Nina verse le sucre. Le gâteau cuit dans le four. Le soir, toute la famille le mange. Zoé et Nina sont fières.",
        qa: "
            Où cuit le gâteau ? | dans le four | sur la table / dans le jardin / dans le frigo
            Qui casse les œufs ? | Zoé | Nina / Mamie / Papa
            Quel gâteau fait Mamie ? | un gâteau au chocolat | un gâteau aux pommes / une tarte aux fraises / un gâteau au citron
            Comment se sentent Zoé et Nina ? | fières | tristes / fâchées / malades
            Pourquoi Zoé et Nina sont-elles fières ? | parce qu'elles ont aidé Mamie | parce qu'elles ont gagné un jeu / parce qu'il fait beau / parce que Mamie s'en va
            Quand la famille mange-t-elle le gâteau ? | le soir | le matin / à midi / le lendemain
        ",
    },
    Text {
        level: Cp,
        title: "Le bonhomme de neige",
        body: "Il neige. Léo et Sami font un bonhomme de neige dans la cour. Ils mettent une carotte pour le nez. Léo a froid aux mains, alors il met ses gants.",
        qa: "
            Où Léo et Sami font-ils le bonhomme de neige ? | dans la cour | dans la rue / dans la forêt / à la plage
            Qui fait le bonhomme de neige ? | Léo et Sami | Léo et Mamie / Sami et Lina / Tom et Zoé
            Que mettent-ils pour le nez ? | une carotte | une pomme / un bouton / un caillou
            Quel temps fait-il ? | il neige | il pleut / il fait chaud / il y a du soleil
            Pourquoi Léo met-il ses gants ? | parce qu'il a froid aux mains | parce qu'il pleut / parce que Sami le lui demande / parce qu'il joue au ballon
            En quelle saison se passe l'histoire ? | en hiver | en été / au printemps / en automne
        ",
    },
    Text {
        level: Cp,
        title: "La poule rousse",
        body: "Dans la ferme, une poule rousse pond un œuf tous les matins. Le fermier le ramasse dans la paille. Un jour, l'œuf est bleu ! Le fermier est très surpris.",
        qa: "
            Où vit la poule ? | dans la ferme | dans la forêt / en ville / dans un zoo
            Qui ramasse l'œuf ? | le fermier | la poule / le chien / un enfant
            De quelle couleur est l'œuf, un jour ? | bleu | rouge / vert / noir
            Comment se sent le fermier ? | surpris | triste / en colère / fatigué
            Quand la poule pond-elle ? | tous les matins | tous les soirs / à midi / la nuit
            Où le fermier ramasse-t-il l'œuf ? | dans la paille | dans l'herbe / dans un panier / sur la route
        ",
    },
    // CE1
    Text {
        level: Ce1,
        title: "La sortie au zoo",
        body: "Jeudi, la classe de Mme Martin est allée au zoo. Les élèves ont vu des girafes, des singes et un vieux lion qui dormait. Hugo a donné à manger aux chèvres. Au retour, dans le car, tout le monde chantait. Le soir, Hugo a raconté sa journée à sa sœur.",
        qa: "
            Où la classe est-elle allée ? | au zoo | au musée / à la ferme / à la piscine
            Qui a donné à manger aux chèvres ? | Hugo | Mme Martin / la sœur d'Hugo / le chauffeur
            Quel jour la classe est-elle sortie ? | jeudi | lundi / samedi / dimanche
            Comment étaient les élèves dans le car ? | joyeux | tristes / fâchés / effrayés
            Que faisait le lion ? | il dormait | il rugissait / il mangeait / il courait
            À qui Hugo a-t-il raconté sa journée ? | à sa sœur | à sa maîtresse / à son père / à son ami
        ",
    },
    Text {
        level: Ce1,
        title: "Le vélo d'Inès",
        body: "Pour son anniversaire, Inès a reçu un vélo rouge. Au début, elle tombait souvent. Son grand frère Karim tenait la selle et courait à côté d'elle. Après une semaine, Inès roulait seule dans l'allée du jardin. Elle était si fière qu'elle voulait faire du vélo tous les jours.",
        qa: "
            Où Inès roulait-elle seule ? | dans l'allée du jardin | dans la rue / au parc / dans la cour de l'école
            Qui tenait la selle ? | Karim | le père d'Inès / la mère d'Inès / une voisine
            Pour quelle occasion Inès a-t-elle reçu un vélo ? | pour son anniversaire | pour Noël / pour la rentrée / pour ses bonnes notes
            Que ressent Inès à la fin ? | de la fierté | de la peur / de la tristesse / de la colère
            Combien de temps Inès a-t-elle mis pour rouler seule ? | une semaine | un jour / un mois / un an
            De quelle couleur est le vélo ? | rouge | bleu / vert / jaune
        ",
    },
    Text {
        level: Ce1,
        title: "Le renard et le chien Max",
        body: "La nuit, un renard s'approcha du poulailler. Il voulait attraper une poule. Mais le chien de la ferme, Max, l'entendit et aboya très fort. Le renard eut peur et s'enfuit dans la forêt. Le matin, le fermier donna un gros os à Max.",
        qa: "
            Où le renard s'enfuit-il ? | dans la forêt | dans le poulailler / dans la grange / au village
            Qui aboya très fort ? | Max, le chien de la ferme | le fermier / une poule / le renard
            Que voulait faire le renard ? | attraper une poule | voler un os / dormir dans la grange / boire de l'eau
            Que ressent le renard quand Max aboie ? | de la peur | de la joie / de la fierté / de l'ennui
            Pourquoi le fermier donna-t-il un os à Max ? | parce que Max a protégé les poules | parce que c'est son anniversaire / parce que Max avait faim / parce que Max a attrapé le renard
            Quand le renard s'approcha-t-il du poulailler ? | la nuit | le matin / à midi / l'après-midi
        ",
    },
    Text {
        level: Ce1,
        title: "La cabane",
        body: "Mercredi, Lou et son cousin Nathan ont construit une cabane au fond du jardin. Ils ont utilisé des branches, une vieille couverture et des cordes. Quand la cabane a été finie, ils y ont pris leur goûter. Mais un coup de vent a fait tomber le toit ! Les deux enfants ont ri et l'ont reconstruit.",
        qa: "
            Où les enfants ont-ils construit la cabane ? | au fond du jardin | dans la forêt / dans la chambre / sur la plage
            Qui est Nathan ? | le cousin de Lou | le frère de Lou / le voisin de Lou / le père de Lou
            Qu'ont-ils utilisé pour construire la cabane ? | des branches, une couverture et des cordes | des planches et des clous / des cartons et de la colle / des pierres et du sable
            Comment réagissent les enfants quand le toit tombe ? | ils rient | ils pleurent / ils se disputent / ils rentrent à la maison
            Pourquoi le toit est-il tombé ? | à cause d'un coup de vent | à cause de la pluie / parce que Nathan a sauté dessus / parce qu'un chien l'a tiré
            Quel jour ont-ils construit la cabane ? | mercredi | samedi / dimanche / lundi
        ",
    },
    Text {
        level: Ce1,
        title: "Bulle le poisson rouge",
        body: "Chez Adam, il y a un poisson rouge qui s'appelle Bulle. Il vit dans un grand bocal posé sur le buffet du salon. Chaque matin, Adam lui donne un peu de nourriture. Un jour, Adam est parti en vacances chez sa tante. C'est sa voisine, Mme Petit, qui a nourri Bulle.",
        qa: "
            Où est posé le bocal ? | sur le buffet du salon | dans la chambre d'Adam / dans la cuisine / sur la fenêtre
            Qui a nourri Bulle pendant les vacances ? | Mme Petit, la voisine | la tante d'Adam / le père d'Adam / personne
            Qui est Bulle ? | un poisson rouge | un chat / un oiseau / une tortue
            Quand Adam nourrit-il Bulle ? | chaque matin | chaque soir / à midi / une fois par semaine
            Pourquoi Adam n'a-t-il pas pu nourrir Bulle ? | parce qu'il était en vacances chez sa tante | parce qu'il était malade / parce qu'il avait oublié / parce qu'il était à l'école
            Chez qui Adam est-il parti en vacances ? | chez sa tante | chez sa grand-mère / chez son cousin / chez Mme Petit
        ",
    },
    // CE2
    Text {
        level: Ce2,
        title: "La tempête",
        body: "Cette nuit-là, le vent soufflait si fort que les volets claquaient contre les murs. Jules, réveillé, se cacha sous sa couette. Sa mère vint s'asseoir près de lui et lui raconta une histoire jusqu'à ce qu'il se rendorme. Au matin, le jardin était couvert de branches cassées.",
        qa: "
            Où Jules se cacha-t-il ? | sous sa couette | sous son lit / dans le placard / derrière la porte
            Qui vint s'asseoir près de Jules ? | sa mère | son père / sa sœur / son grand-père
            Qu'y avait-il dans le jardin au matin ? | des branches cassées | de la neige / des fleurs / une grande flaque
            Que ressentait Jules pendant la tempête ? | de la peur | de la joie / de la colère / de l'ennui
            Pourquoi les volets claquaient-ils ? | parce que le vent soufflait très fort | parce qu'il neigeait / parce que Jules jouait avec / parce qu'un chat les poussait
            Que fit la mère pour aider Jules à se rendormir ? | elle lui raconta une histoire | elle lui chanta une chanson / elle alluma la lumière / elle lui donna un verre de lait
        ",
    },
    Text {
        level: Ce2,
        title: "Le marché de la place",
        body: "Le samedi matin, Mamadou accompagne son grand-père au marché de la place. Ils achètent des tomates, du fromage et un gros melon. Le marchand de fruits, qui connaît bien le grand-père, offre une pêche à Mamadou. Sur le chemin du retour, le panier est si lourd qu'ils le portent à deux.",
        qa: "
            Où se trouve le marché ? | sur la place | près de l'école / au bord de la mer / dans un grand magasin
            Qui offre une pêche à Mamadou ? | le marchand de fruits | le grand-père / le fromager / une voisine
            Quand vont-ils au marché ? | le samedi matin | le dimanche soir / le mercredi après-midi / le lundi matin
            Quel lien y a-t-il entre le marchand et le grand-père ? | ils se connaissent bien | ils sont frères / ils ne se connaissent pas / ils sont fâchés
            Pourquoi portent-ils le panier à deux ? | parce qu'il est très lourd | parce qu'il est cassé / parce qu'il pleut / parce que Mamadou est fatigué
            Qu'achètent-ils au marché ? | des tomates, du fromage et un melon | des pommes, du pain et du lait / des carottes, des œufs et du poisson / des cerises, du beurre et du jambon
        ",
    },
    Text {
        level: Ce2,
        title: "Le nouvel élève",
        body: "Lundi, un nouvel élève est arrivé dans la classe de CE2. Il s'appelle Pablo et vient d'Espagne. Il parlait encore mal le français et restait seul dans la cour. Alors Chloé lui a proposé de jouer au ballon avec ses amis. Depuis ce jour, Pablo sourit tout le temps.",
        qa: "
            D'où vient Pablo ? | d'Espagne | d'Italie / du Portugal / d'Angleterre
            Qui a proposé à Pablo de jouer ? | Chloé | la maîtresse / un grand de CM2 / son frère
            Quel jour Pablo est-il arrivé ? | lundi | mardi / jeudi / vendredi
            Comment se sent Pablo depuis ce jour ? | heureux | triste / seul / inquiet
            Pourquoi Pablo restait-il seul dans la cour ? | parce qu'il parlait encore mal le français | parce qu'il était puni / parce qu'il n'aimait pas le ballon / parce qu'il était malade
            À quel jeu Chloé lui propose-t-elle de jouer ? | au ballon | à cache-cache / à la marelle / aux billes
        ",
    },
    Text {
        level: Ce2,
        title: "La graine de haricot",
        body: "En classe, chaque élève a planté une graine de haricot dans un pot rempli de terre. Il fallait l'arroser un peu tous les deux jours et la laisser près de la fenêtre. Au bout d'une semaine, une petite tige verte est sortie de la terre. Seul le pot de Théo est resté vide : il avait oublié de l'arroser.",
        qa: "
            Où fallait-il laisser les pots ? | près de la fenêtre | dans le placard / dans la cour / sous le bureau
            Quel élève n'a vu aucune tige pousser ? | Théo | Chloé / Pablo / Lina
            Que fallait-il faire tous les deux jours ? | arroser un peu la graine | changer la terre / tourner le pot / couper la tige
            Au bout de combien de temps la tige est-elle sortie ? | une semaine | un jour / un mois / une heure
            Pourquoi le pot de Théo est-il resté vide ? | parce qu'il avait oublié de l'arroser | parce qu'il l'avait mis au soleil / parce qu'il n'avait pas de graine / parce que son pot était cassé
            De quelle couleur est la tige ? | verte | jaune / marron / blanche
        ",
    },
    Text {
        level: Ce2,
        title: "Le concert de l'école",
        body: "Pour la fête de l'école, la classe de Mme Lenoir a préparé un concert. Pendant des semaines, les élèves ont répété trois chansons. Le jour du spectacle, Emma, qui devait chanter seule, tremblait un peu. Mais quand le public a applaudi, elle a oublié sa peur et a chanté de toutes ses forces.",
        qa: "
            Pour quelle occasion la classe a-t-elle préparé un concert ? | pour la fête de l'école | pour Noël / pour l'anniversaire de la maîtresse / pour la fin des vacances
            Qui devait chanter seule ? | Emma | Mme Lenoir / tous les élèves / une maman
            Combien de chansons les élèves ont-ils répétées ? | trois | une / deux / cinq
            Que ressentait Emma avant de chanter ? | de la peur | de la colère / de l'ennui / de la jalousie
            Qu'est-ce qui a fait oublier sa peur à Emma ? | les applaudissements du public | un bonbon / les conseils de sa mère / une pause
            Pendant combien de temps les élèves ont-ils répété ? | pendant des semaines | pendant une heure / pendant un jour / pendant des années
        ",
    },
    // CM1
    Text {
        level: Cm1,
        title: "Le gardien du phare",
        body: "Sur une île bretonne, un vieux gardien nommé Yann veillait sur le phare. Chaque soir, il montait les cent marches de l'escalier en colimaçon pour allumer la lanterne. Une nuit de brouillard, il aperçut un petit bateau qui se dirigeait vers les rochers. Il fit aussitôt tourner le signal plus vite et le bateau changea de cap juste à temps.",
        qa: "
            Où se trouve le phare ? | sur une île bretonne | dans un port du sud / au sommet d'une montagne / au bord d'un lac
            Qui est Yann ? | le gardien du phare | un pêcheur / le capitaine du bateau / un touriste
            Combien de marches compte l'escalier ? | cent | dix / cinquante / mille
            Quel temps fait-il la nuit où le bateau est en danger ? | il y a du brouillard | il neige / il fait beau / il y a de l'orage
            Pourquoi le bateau change-t-il de cap ? | parce que Yann a fait tourner le signal plus vite | parce que le vent a tourné / parce que le moteur est tombé en panne / parce que le capitaine connaissait les rochers
            Que veut dire l'expression « changer de cap » dans ce texte ? | changer de direction | changer de bateau / changer de capitaine / s'arrêter
        ",
    },
    Text {
        level: Cm1,
        title: "Le carnet perdu",
        body: "En sortant de la bibliothèque, Anna s'aperçut qu'elle n'avait plus son carnet de dessins. Elle refit tout le chemin en regardant partout, sans succès. Le lendemain, la bibliothécaire l'appela : un garçon avait trouvé le carnet sous une table de la salle de lecture. Anna fut tellement soulagée qu'elle offrit un de ses dessins au garçon.",
        qa: "
            Où le carnet a-t-il été trouvé ? | sous une table de la salle de lecture | dans la rue / dans le bus / dans le cartable d'Anna
            Qui a appelé Anna ? | la bibliothécaire | sa mère / le garçon / sa maîtresse
            Que contenait le carnet ? | des dessins | des recettes / des adresses / des devoirs
            Que ressent Anna quand on retrouve son carnet ? | du soulagement | de la colère / de la honte / de la jalousie
            Pourquoi Anna offre-t-elle un dessin au garçon ? | pour le remercier d'avoir trouvé son carnet | parce que c'est son anniversaire / parce qu'il le lui a demandé / pour s'excuser
            Quand la bibliothécaire appela-t-elle Anna ? | le lendemain | le soir même / une semaine plus tard / le matin même
        ",
    },
    Text {
        level: Cm1,
        title: "Les castors",
        body: "Le castor est un rongeur qui vit au bord des rivières. Avec ses dents très solides, il abat de jeunes arbres et construit des barrages avec des branches et de la boue. Derrière le barrage se forme un étang où il bâtit sa hutte. L'entrée de la hutte se trouve sous l'eau, ce qui protège la famille des prédateurs.",
        qa: "
            Où vit le castor ? | au bord des rivières | dans le désert / en haute montagne / dans les villes
            De quel animal parle ce texte ? | du castor | de la loutre / du rat / de l'écureuil
            Avec quoi le castor construit-il ses barrages ? | avec des branches et de la boue | avec des pierres et du sable / avec des feuilles et de l'herbe / avec des os
            Que se forme-t-il derrière le barrage ? | un étang | une forêt / une grotte / une cascade
            Pourquoi l'entrée de la hutte est-elle sous l'eau ? | pour protéger la famille des prédateurs | pour garder la hutte au frais / pour attraper des poissons / parce que le castor ne sait pas marcher
            Quel est le genre de ce texte ? | un texte documentaire | un conte / un poème / une recette
        ",
    },
    Text {
        level: Cm1,
        title: "La lettre de Lucas",
        body: "Chère Mamie, je t'écris depuis la colonie de vacances, dans les Alpes. Hier, nous avons marché jusqu'à un lac glacé et nous avons vu des marmottes. Le soir, nous chantons autour du feu. Tu me manques, mais je m'amuse beaucoup. Je rentre samedi. Je t'embrasse très fort. Lucas",
        qa: "
            Où se trouve la colonie de vacances ? | dans les Alpes | au bord de la mer / dans les Pyrénées / à Paris
            Qui a écrit ce texte ? | Lucas | Mamie / le moniteur / la maman de Lucas
            Quels animaux Lucas a-t-il vus ? | des marmottes | des ours / des vaches / des aigles
            Comment Lucas vit-il son séjour ? | il s'amuse beaucoup | il s'ennuie / il est malade / il a peur
            Quand Lucas rentre-t-il ? | samedi | dimanche / lundi / demain
            Quel est le genre de ce texte ? | une lettre | un article de journal / une recette / une fable
        ",
    },
    Text {
        level: Cm1,
        title: "Le chaton dans le chêne",
        body: "Un petit chaton noir était monté tout en haut du grand chêne de la place et n'osait plus redescendre. Il miaulait sans arrêt. Les passants s'arrêtaient, inquiets, mais personne ne pouvait l'atteindre. Finalement, les pompiers arrivèrent avec une grande échelle et le ramenèrent dans les bras de sa jeune propriétaire, qui pleurait de joie.",
        qa: "
            Où était monté le chaton ? | en haut du grand chêne de la place | sur le toit de l'école / dans un grenier / sur un lampadaire
            Qui a ramené le chaton ? | les pompiers | les passants / sa propriétaire / un voisin
            De quelle couleur est le chaton ? | noir | blanc / roux / gris
            Comment étaient les passants ? | inquiets | amusés / fâchés / indifférents
            Pourquoi le chaton miaulait-il ? | parce qu'il n'osait plus redescendre | parce qu'il avait faim / parce qu'il voyait un chien / parce qu'il était blessé
            Que ressent la propriétaire à la fin ? | de la joie | de la tristesse / de la peur / de la colère
        ",
    },
    // CM2
    Text {
        level: Cm2,
        title: "Le dinosaure du musée",
        body: "Pendant la visite du musée d'histoire naturelle, la classe de CM2 s'arrêta devant le squelette d'un immense dinosaure. La guide expliqua qu'il avait vécu il y a plus de soixante-dix millions d'années et qu'il se nourrissait uniquement de plantes. Mehdi, qui croyait que tous les dinosaures étaient carnivores, fut très étonné.",
        qa: "
            Où se passe la visite ? | au musée d'histoire naturelle | au zoo / dans une bibliothèque / au château
            Qui explique l'histoire du dinosaure ? | la guide | la maîtresse / Mehdi / le directeur
            De quoi se nourrissait ce dinosaure ? | uniquement de plantes | de viande / de poissons / d'insectes
            Que ressent Mehdi ? | de l'étonnement | de la peur / de l'ennui / de la colère
            Pourquoi Mehdi est-il étonné ? | parce qu'il croyait que tous les dinosaures étaient carnivores | parce que le squelette est petit / parce que la guide s'est trompée / parce qu'il n'avait jamais vu de musée
            Que signifie le mot « carnivore » ? | qui mange de la viande | qui mange des plantes / qui vit dans l'eau / qui vole
        ",
    },
    Text {
        level: Cm2,
        title: "La course d'orientation",
        body: "Munis d'une carte et d'une boussole, Sarah et Ethan devaient trouver cinq balises cachées dans le bois. Ils trouvèrent vite les trois premières. Pour la quatrième, ils se trompèrent de sentier et perdirent un quart d'heure. Sarah proposa de revenir au dernier croisement ; grâce à elle, ils terminèrent la course à la deuxième place.",
        qa: "
            Où étaient cachées les balises ? | dans le bois | dans la cour / au bord du lac / dans le village
            Qui proposa de revenir au dernier croisement ? | Sarah | Ethan / l'enseignant / une autre équipe
            Combien de balises devaient-ils trouver ? | cinq | trois / quatre / dix
            Quel problème ont-ils eu pour la quatrième balise ? | ils se sont trompés de sentier | ils ont perdu la carte / la boussole s'est cassée / il s'est mis à pleuvoir
            Grâce à qui ont-ils pu finir deuxièmes ? | grâce à Sarah | grâce à Ethan / grâce à l'enseignant / grâce à une autre équipe
            À quelle place ont-ils terminé ? | à la deuxième place | à la première place / à la troisième place / à la dernière place
        ",
    },
    Text {
        level: Cm2,
        title: "Les volcans",
        body: "Un volcan est une montagne d'où peut jaillir de la lave, une roche fondue très chaude qui vient des profondeurs de la Terre. Lors d'une éruption, la lave s'écoule sur les pentes et des cendres peuvent être projetées très haut dans le ciel. En France, la chaîne des Puys, en Auvergne, compte de nombreux volcans endormis depuis des milliers d'années.",
        qa: "
            Où se trouve la chaîne des Puys ? | en Auvergne | en Bretagne / en Alsace / en Provence
            De quoi parle ce texte ? | des volcans | des tremblements de terre / des montagnes enneigées / des rivières
            Qu'est-ce que la lave, d'après le texte ? | une roche fondue très chaude | de l'eau bouillante / de la fumée / de la terre mouillée
            Que peut-il se passer lors d'une éruption ? | des cendres sont projetées dans le ciel | la neige tombe / la mer monte / les arbres fleurissent
            Pourquoi les volcans de la chaîne des Puys sont-ils dits endormis ? | parce qu'ils ne sont pas entrés en éruption depuis des milliers d'années | parce qu'ils sont couverts de neige / parce qu'ils sont petits / parce qu'on les visite la nuit
            Quel est le genre de ce texte ? | un texte documentaire | un conte / une lettre / un poème
        ",
    },
    Text {
        level: Cm2,
        title: "Le secret de Jeanne",
        body: "Depuis des semaines, Jeanne économisait son argent de poche dans une boîte en fer cachée sous son lit. Son frère se moquait d'elle : à quoi bon garder toutes ces pièces ? Le jour de la fête des Mères, Jeanne sortit de sa boîte un petit paquet : un bracelet qu'elle avait acheté avec ses économies. Sa mère en eut les larmes aux yeux.",
        qa: "
            Où Jeanne cachait-elle sa boîte ? | sous son lit | dans son cartable / dans le jardin / dans la cuisine
            Qui se moquait de Jeanne ? | son frère | sa mère / son amie / son père
            Qu'a-t-elle acheté ? | un bracelet | un livre / des fleurs / un gâteau
            Que ressent la mère en recevant le cadeau ? | une vive émotion | de la colère / de l'ennui / de la peur
            Pourquoi Jeanne économisait-elle son argent ? | pour offrir un cadeau à sa mère | pour s'acheter un jeu / pour partir en vacances / pour prêter de l'argent à son frère
            Pour quelle occasion Jeanne offre-t-elle ce cadeau ? | la fête des Mères | Noël / l'anniversaire de son frère / la rentrée
        ",
    },
    Text {
        level: Cm2,
        title: "Le corbeau flatté",
        body: "Perché sur un arbre, un corbeau tenait dans son bec un fromage. Un renard, attiré par l'odeur, lui fit de grands compliments sur son plumage et sur sa voix. Flatté, le corbeau ouvrit le bec pour chanter et laissa tomber le fromage. Le renard s'en saisit et lui expliqua que tout flatteur vit aux dépens de celui qui l'écoute.",
        qa: "
            Où est le corbeau ? | perché sur un arbre | sur le toit d'une maison / au bord d'une rivière / dans un champ
            Qui attrape le fromage ? | le renard | le corbeau / un chien / un berger
            Qu'est-ce qui attire le renard ? | l'odeur du fromage | le chant du corbeau / la couleur des plumes / le bruit du vent
            Que ressent le corbeau quand le renard le complimente ? | il est flatté | il est fâché / il a peur / il est triste
            Pourquoi le corbeau laisse-t-il tomber le fromage ? | parce qu'il ouvre le bec pour chanter | parce qu'il s'endort / parce que le renard le frappe / parce que le fromage est trop lourd
            Quelle leçon ce texte veut-il donner ? | il faut se méfier des flatteurs | il faut partager sa nourriture / il faut chanter souvent / il faut se lever tôt
        ",
    },
    // 6e: adventure stories
    Text {
        level: L6,
        title: "L'île inconnue",
        body: "Après trois jours de tempête, le radeau de Tom s'échoua sur une plage de sable blanc. L'île semblait déserte. Affamé, il cueillit des noix de coco et alluma un feu en frottant deux morceaux de bois. Le soir, en explorant la côte, il découvrit des traces de pas qui n'étaient pas les siennes. Son cœur se mit à battre très fort : il n'était pas seul.",
        qa: "
            Où le radeau s'échoue-t-il ? | sur une plage de sable blanc | sur des rochers / dans un port / à l'embouchure d'un fleuve
            Qui est le héros de ce récit ? | Tom | un pirate / un capitaine / un habitant de l'île
            Combien de jours a duré la tempête ? | trois jours | un jour / une semaine / un mois
            Que ressent Tom en découvrant les traces de pas ? | de l'inquiétude | de l'ennui / de la colère / de la tristesse
            Pourquoi Tom comprend-il qu'il n'est pas seul ? | parce que les traces de pas ne sont pas les siennes | parce qu'il entend des voix / parce qu'il voit un bateau / parce qu'il trouve une cabane
            Comment Tom allume-t-il un feu ? | en frottant deux morceaux de bois | avec des allumettes / avec une loupe / avec un briquet
        ",
    },
    Text {
        level: L6,
        title: "Les souterrains du château",
        body: "Armée d'une lampe de poche, Clara descendit l'escalier humide qui menait aux souterrains du vieux château. Selon la légende, un seigneur y avait caché un coffre rempli de pièces d'or. Au bout d'un long couloir, elle trouva une porte rouillée. Derrière, il n'y avait pas d'or, mais une bibliothèque entière de livres anciens. Clara sourit : pour elle, c'était un trésor bien plus précieux.",
        qa: "
            Où Clara descend-elle ? | dans les souterrains du vieux château | dans une grotte au bord de la mer / dans la cave de sa maison / dans une mine abandonnée
            Qui, selon la légende, a caché un coffre ? | un seigneur | un pirate / un roi / un moine
            Que trouve Clara derrière la porte ? | une bibliothèque de livres anciens | un coffre rempli d'or / un squelette / un passage secret
            Que ressent Clara à la fin ? | de la joie | de la déception / de la peur / de la colère
            Pourquoi Clara sourit-elle alors qu'elle n'a pas trouvé d'or ? | parce que les livres sont pour elle un trésor plus précieux | parce qu'elle a trouvé la sortie / parce qu'elle n'aime pas l'or / parce qu'elle a gagné un pari
            Quel objet Clara emporte-t-elle pour descendre ? | une lampe de poche | une bougie / une corde / une carte
        ",
    },
    Text {
        level: L6,
        title: "La caravane",
        body: "La caravane avançait lentement sous un soleil brûlant. Depuis deux jours, les chameaux n'avaient pas bu. Soudain, le jeune Karim aperçut au loin des palmiers. Les autres crurent d'abord à un mirage, mais le guide confirma : c'était bien une oasis. Tous pressèrent le pas, et le soir même, hommes et bêtes purent enfin se désaltérer.",
        qa: "
            Où se passe ce récit ? | dans le désert | en montagne / en forêt / sur la mer
            Qui aperçoit les palmiers ? | le jeune Karim | le guide / un chameau / un marchand
            Depuis combien de temps les chameaux n'avaient-ils pas bu ? | deux jours | une heure / une semaine / un mois
            Que croient d'abord les autres membres de la caravane ? | qu'il s'agit d'un mirage | qu'il s'agit d'une ville / que Karim ment / qu'il va pleuvoir
            Pourquoi tous pressent-ils le pas ? | parce qu'ils ont hâte d'atteindre l'oasis pour boire | parce qu'une tempête arrive / parce que des brigands les suivent / parce que la nuit tombe
            Que signifie le verbe « se désaltérer » ? | boire pour calmer sa soif | se reposer / manger / se laver
        ",
    },
    Text {
        level: L6,
        title: "Le loup des montagnes",
        body: "Au cœur de l'hiver, Pierre, un jeune berger, gardait son troupeau dans un refuge de montagne. Une nuit, les moutons se mirent à bêler avec frayeur. Pierre saisit sa lanterne et sortit : deux yeux jaunes brillaient dans l'obscurité. Plutôt que de fuir, il agita sa lanterne en criant de toutes ses forces. Le loup hésita, puis disparut dans la forêt.",
        qa: "
            Où Pierre garde-t-il son troupeau ? | dans un refuge de montagne | dans une ferme de la vallée / au bord de la mer / dans une prairie près du village
            Qui est Pierre ? | un jeune berger | un chasseur / un garde forestier / un voyageur
            Qu'est-ce qui brillait dans l'obscurité ? | deux yeux jaunes | une étoile / un feu / une lanterne
            Quelle qualité Pierre montre-t-il ? | du courage | de la paresse / de la lâcheté / de la gourmandise
            Pourquoi le loup s'en va-t-il ? | parce que Pierre agite sa lanterne en criant | parce qu'un chien l'attaque / parce qu'il a déjà mangé / parce que le jour se lève
            À quelle saison se passe le récit ? | en hiver | en été / au printemps / en automne
        ",
    },
    Text {
        level: L6,
        title: "Le ballon du professeur",
        body: "Le professeur Lenoir avait promis de traverser la Manche à bord de son ballon. Au petit matin, il s'éleva au-dessus de la falaise sous les applaudissements de la foule. À mi-parcours, une fuite de gaz fit descendre l'appareil vers les vagues. Le professeur jeta par-dessus bord ses sacs de sable, puis ses instruments. Le ballon remonta et, le soir, il se posa sur une plage anglaise.",
        qa: "
            D'où le ballon s'élève-t-il ? | au-dessus de la falaise | depuis un port / depuis une île / depuis un champ
            Qui pilote le ballon ? | le professeur Lenoir | un jeune mousse / un capitaine anglais / un pêcheur
            Que doit traverser le ballon ? | la Manche | les Alpes / la Méditerranée / l'océan Atlantique
            Quel problème survient à mi-parcours ? | une fuite de gaz | un orage / un incendie / une panne de moteur
            Pourquoi le professeur jette-t-il ses sacs de sable ? | pour alléger le ballon et le faire remonter | pour se débarrasser des déchets / pour faire peur aux oiseaux / pour marquer sa route
            Où le ballon se pose-t-il ? | sur une plage anglaise | dans la mer / sur la falaise de départ / dans une forêt française
        ",
    },
    // 1re
    Text {
        level: L1,
        title: "La ville endormie",
        body: "La ville s'endort lentement. Ses rues, fatiguées par le vacarme du jour, soupirent sous la pluie ; les réverbères veillent comme des sentinelles, et seul un chat traverse la place déserte. Dans cet immense silence, le narrateur, accoudé à sa fenêtre, se sent à la fois apaisé et terriblement seul.",
        qa: "
            Quel est le cadre de ce texte ? | une ville la nuit | une campagne au matin / une plage en été / une forêt en automne
            Quel personnage observe la scène ? | le narrateur, à sa fenêtre | un chat / un passant / un gardien de nuit
            Quel animal traverse la place ? | un chat | un chien / un oiseau / un rat
            Quels sentiments éprouve le narrateur ? | l'apaisement et la solitude | la colère et la peur / la joie et l'impatience / l'ennui et le dégoût
            Quelle figure de style trouve-t-on dans « ses rues, fatiguées par le vacarme du jour, soupirent » ? | une personnification | une hyperbole / une antithèse / une litote
            Quelle figure de style trouve-t-on dans « les réverbères veillent comme des sentinelles » ? | une comparaison | une métaphore / une anaphore / une litote
        ",
    },
    Text {
        level: L1,
        title: "Les écrans",
        body: "Faut-il interdire les écrans aux enfants ? Certains le pensent, car les écrans réduiraient le temps de sommeil et de lecture. Pourtant, une interdiction totale serait une erreur : bien utilisés, les écrans permettent d'apprendre, de créer et de communiquer. Il vaut donc mieux leur apprendre à s'en servir avec mesure que leur en interdire l'usage.",
        qa: "
            Quel est le thème du texte ? | la place des écrans dans la vie des enfants | l'école à la maison / le sport au lycée / la lecture des romans
            Quelle thèse l'auteur défend-il ? | il faut apprendre aux enfants à utiliser les écrans avec mesure | il faut interdire totalement les écrans / les écrans n'ont aucun effet / les enfants doivent lire davantage de journaux
            Quel argument avancent ceux qui veulent interdire les écrans ? | les écrans réduiraient le temps de sommeil et de lecture | les écrans coûtent trop cher / les écrans abîment les yeux / les écrans rendent violent
            Quelle est la valeur du connecteur « pourtant » dans ce texte ? | l'opposition | la cause / la conséquence / l'addition
            Quelle est la valeur du connecteur « donc » dans ce texte ? | la conséquence | l'opposition / la cause / le temps
            Quel est le type de ce texte ? | un texte argumentatif | un texte narratif / un texte descriptif / un texte injonctif
        ",
    },
    Text {
        level: L1,
        title: "Le départ en train",
        body: "Je regardais le quai s'éloigner. Ma mère agitait encore la main, de plus en plus petite, et je sentais dans ma gorge une boule que je ne parvenais pas à avaler. J'avais tant voulu partir ! Et maintenant que le train m'emportait vers Paris, je ne savais plus si je fuyais ma ville ou si je la perdais.",
        qa: "
            Où se trouve le narrateur ? | dans un train | sur le quai / dans un avion / sur un bateau
            Qui raconte l'histoire ? | un narrateur personnage, à la première personne | un narrateur extérieur à l'histoire / la mère du narrateur / un témoin anonyme
            Vers quelle ville part le narrateur ? | Paris | Lyon / Marseille / Lille
            Quel sentiment domine à la fin du texte ? | un trouble mêlé de regret | une joie sans mélange / une colère violente / une indifférence totale
            Que traduit l'image de la boule dans la gorge ? | l'émotion qui serre le narrateur | une maladie / la faim / le froid
            Quelle est la focalisation de ce récit ? | une focalisation interne | une focalisation externe / une focalisation zéro / aucune focalisation
        ",
    },
    Text {
        level: L1,
        title: "Les matins",
        body: "Il y a des matins où la mer est d'argent. Il y a des matins où le vent chante dans les pins. Il y a des matins où tout recommence, et l'on croit, un instant, que rien ne finira jamais.",
        qa: "
            Quel paysage évoque ce texte ? | la mer et les pins | la ville et ses rues / la montagne enneigée / un désert de sable
            À quel moment de la journée le texte se situe-t-il ? | le matin | le soir / la nuit / midi
            Quelle expression est répétée au début de chaque phrase ? | il y a des matins où | la mer est / le vent chante / rien ne finira
            Quelle figure de style crée cette répétition ? | une anaphore | une antithèse / une litote / une hyperbole
            Quelle figure de style trouve-t-on dans « la mer est d'argent » ? | une métaphore | une comparaison / une anaphore / une litote
            Quelle tonalité domine ce texte ? | lyrique | comique / tragique / polémique
        ",
    },
    Text {
        level: L1,
        title: "La cassette d'Harpage",
        body: "HARPAGE. — Qui a touché à ma cassette ? Répondez ! LISON. — Personne, Monsieur, je vous le jure. HARPAGE. — Alors pourquoi trembles-tu ? LISON. — Parce que vous criez si fort que les murs en tremblent aussi !",
        qa: "
            Sous quelle forme ce texte est-il écrit ? | un dialogue de théâtre | un poème en vers / une lettre / un article de presse
            Quel personnage accuse l'autre ? | Harpage | Lison / un narrateur / un juge
            Que cherche Harpage ? | sa cassette | sa clé / son chapeau / sa lettre
            Quelle tonalité domine cet extrait ? | comique | tragique / lyrique / épique
            Quelle figure de style trouve-t-on dans « vous criez si fort que les murs en tremblent aussi » ? | une hyperbole | une litote / une anaphore / une antithèse
            Quel verbe Lison reprend-elle à Harpage pour lui répondre ? | trembler | crier / jurer / toucher
        ",
    },
    // Tle
    Text {
        level: Tle,
        title: "La science et l'art",
        body: "On oppose souvent la science et l'art, comme si l'une relevait de la raison et l'autre de la seule émotion. Cette opposition est pourtant trompeuse. Le savant a besoin d'imagination pour formuler ses hypothèses, et l'artiste, de rigueur pour maîtriser sa technique. Loin de s'exclure, raison et sensibilité se nourrissent l'une l'autre.",
        qa: "
            Quel est le thème de ce texte ? | les rapports entre la science et l'art | l'histoire de la peinture / les progrès de la médecine / l'enseignement des langues
            Quelle idée l'auteur rejette-t-il ? | l'opposition entre la science et l'art | l'utilité de l'imagination / l'importance de la technique / le rôle de la raison
            De quoi le savant a-t-il besoin selon l'auteur ? | d'imagination | de chance / d'argent / de solitude
            Quelle est la thèse de l'auteur ? | raison et sensibilité se nourrissent l'une l'autre | la science est supérieure à l'art / l'art n'a pas besoin de technique / seule l'émotion compte
            Quel rapport logique le mot « pourtant » marque-t-il dans ce texte ? | l'opposition | la conséquence / la cause / le temps
            Quel est le type de ce texte ? | un texte argumentatif | un récit / une description / un dialogue de théâtre
        ",
    },
    Text {
        level: Tle,
        title: "Le naufrage",
        body: "Les vagues, hautes comme des montagnes, se ruaient sur le navire. Le capitaine, cramponné à la barre, hurlait des ordres que le vent emportait aussitôt. Un craquement terrible déchira la nuit : le grand mât venait de se briser. Les marins comprirent alors qu'ils ne reverraient jamais leur port.",
        qa: "
            Où se déroule la scène ? | sur un navire en pleine tempête | dans un port calme / sur une île déserte / dans une ville côtière
            Qui tient la barre ? | le capitaine | un mousse / le cuisinier / un passager
            Que se passe-t-il lors du craquement ? | le grand mât se brise | le navire entre au port / la tempête se calme / un marin tombe à l'eau
            Quelle tonalité domine ce texte ? | tragique | comique / lyrique / polémique
            Quelle figure de style trouve-t-on dans « les vagues, hautes comme des montagnes » ? | une comparaison | une métaphore / une litote / une anaphore
            Que comprennent les marins à la fin ? | qu'ils vont mourir en mer | que la tempête va cesser / que le capitaine les a trahis / qu'ils sont arrivés
        ",
    },
    Text {
        level: Tle,
        title: "L'exil",
        body: "Je suis né dans un pays de soleil et je vis dans un pays de brume. Ici, tout est gris, sauf le souvenir : lui garde les couleurs de l'enfance. Chaque soir, je ferme les yeux et je revois la maison blanche, le figuier, la voix de ma grand-mère. Je suis parti pour vivre ; je reste pour survivre.",
        qa: "
            Quelle situation vit le narrateur ? | il vit loin de son pays natal | il voyage pour ses vacances / il revient dans son pays / il n'a jamais quitté sa ville
            Qui parle dans ce texte ? | un narrateur à la première personne | un narrateur extérieur / la grand-mère / un enfant du pays de brume
            Quel arbre le narrateur revoit-il ? | un figuier | un olivier / un pin / un chêne
            Quelle tonalité domine ce texte ? | lyrique | comique / épique / polémique
            Quelle figure de style oppose « un pays de soleil » et « un pays de brume » ? | une antithèse | une comparaison / une hyperbole / une personnification
            Qu'est-ce qui garde les couleurs de l'enfance ? | le souvenir | la maison / le pays de brume / la grand-mère
        ",
    },
    Text {
        level: Tle,
        title: "La lettre de Julie",
        body: "Mon cher ami, vous me reprochez de quitter Paris pour m'installer à la campagne. Vous dites que je m'y ennuierai. Mais qu'ai-je trouvé à Paris, sinon le bruit, la hâte et des conversations vides ? À la campagne, j'aurai le temps de lire, de marcher et de penser. Ne me plaignez pas : enviez-moi plutôt. Julie",
        qa: "
            Quel est le genre de ce texte ? | une lettre | un article de journal / une scène de théâtre / un poème
            Qui écrit ce texte ? | Julie | l'ami de Julie / un narrateur extérieur / un Parisien anonyme
            Que reproche l'ami à Julie ? | de quitter Paris pour la campagne | de ne plus lui écrire / de trop lire / de dépenser trop d'argent
            Quel procédé Julie emploie-t-elle en demandant ce qu'elle a trouvé à Paris ? | une question rhétorique | une litote / une anaphore / une comparaison
            Quelle thèse Julie défend-elle ? | la vie à la campagne vaut mieux que la vie à Paris | Paris est la plus belle ville du monde / il faut voyager souvent / la lecture est inutile
            Quel sentiment Julie demande-t-elle à son ami d'éprouver ? | de l'envie | de la pitié / de la colère / de la tristesse
        ",
    },
    Text {
        level: Tle,
        title: "Le chêne et le roseau",
        body: "Un chêne orgueilleux se moquait du roseau qui pliait au moindre souffle. Mais vint un orage d'une violence inouïe : le roseau plia et se releva, tandis que le chêne, qui voulait résister, fut arraché avec ses racines.",
        qa: "
            Quel est le genre de ce texte ? | un apologue | un article scientifique / une lettre / une tragédie
            Qui se moque de l'autre ? | le chêne | le roseau / l'orage / le vent
            Qu'arrive-t-il au chêne ? | il est arraché avec ses racines | il plie et se relève / il perd ses feuilles / il résiste sans dommage
            Quel défaut du chêne est puni ? | l'orgueil | la paresse / la gourmandise / l'avarice
            Quelle morale peut-on tirer de ce récit ? | la souplesse vaut parfois mieux que la force | il faut toujours résister / les petits ont toujours tort / il ne faut jamais sortir par temps d'orage
            Quel rapport logique exprime « tandis que » dans ce texte ? | l'opposition | la cause / le but / la conséquence
        ",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_level_has_five_texts_of_six_questions() {
        let all = parsed();
        let mut titles = std::collections::HashSet::new();
        for (t, text) in TEXTS.iter().enumerate() {
            assert!(titles.insert(text.title), "{} twice", text.title);
            assert_eq!(all[t].len(), 6, "{}", text.title);
            for q in &all[t] {
                assert_eq!(q.wrong.len(), 3, "{}", q.question);
                assert!(!q.wrong.contains(&q.answer), "{}", q.question);
            }
        }
        for lvl in [Cp, Ce1, Ce2, Cm1, Cm2, L6, L1, Tle] {
            assert_eq!(TEXTS.iter().filter(|t| t.level == lvl).count(), 5);
        }
    }
}
