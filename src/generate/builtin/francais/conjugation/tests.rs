//! The engine against a table written by hand (a sample of every tense and group).

use super::*;

/// (infinitive, tense, person 0–5, expected form with its pronoun).
const TABLE: &[(&str, &str, usize, &str)] = &[
    ("chanter", "present", 0, "je chante"),
    ("chanter", "imparfait", 3, "nous chantions"),
    ("chanter", "passe-simple", 5, "ils chantèrent"),
    ("chanter", "futur", 1, "tu chanteras"),
    ("chanter", "conditionnel-present", 4, "vous chanteriez"),
    ("chanter", "subjonctif-present", 2, "qu'il chante"),
    ("chanter", "subjonctif-imparfait", 2, "qu'il chantât"),
    ("chanter", "passe-compose", 0, "j'ai chanté"),
    ("chanter", "plus-que-parfait", 5, "ils avaient chanté"),
    ("chanter", "passe-anterieur", 3, "nous eûmes chanté"),
    ("chanter", "futur-anterieur", 1, "tu auras chanté"),
    ("chanter", "conditionnel-passe", 0, "j'aurais chanté"),
    ("chanter", "subjonctif-passe", 4, "que vous ayez chanté"),
    (
        "chanter",
        "subjonctif-plus-que-parfait",
        5,
        "qu'ils eussent chanté",
    ),
    ("chanter", "imperatif-present", 1, "chante"),
    ("chanter", "imperatif-passe", 4, "ayez chanté"),
    ("manger", "present", 3, "nous mangeons"),
    ("manger", "imparfait", 0, "je mangeais"),
    ("manger", "imparfait", 3, "nous mangions"),
    ("manger", "passe-simple", 2, "il mangea"),
    ("manger", "passe-simple", 5, "ils mangèrent"),
    ("commencer", "present", 3, "nous commençons"),
    ("commencer", "imparfait", 5, "ils commençaient"),
    ("commencer", "subjonctif-imparfait", 0, "que je commençasse"),
    ("appeler", "present", 0, "j'appelle"),
    ("appeler", "present", 3, "nous appelons"),
    ("appeler", "futur", 5, "ils appelleront"),
    ("jeter", "present", 5, "ils jettent"),
    ("acheter", "present", 1, "tu achètes"),
    ("acheter", "futur", 0, "j'achèterai"),
    ("lever", "subjonctif-present", 5, "qu'ils lèvent"),
    ("préférer", "present", 2, "il préfère"),
    ("préférer", "present", 4, "vous préférez"),
    ("préférer", "futur", 0, "je préférerai"),
    ("nettoyer", "present", 0, "je nettoie"),
    ("nettoyer", "futur", 3, "nous nettoierons"),
    ("essuyer", "present", 4, "vous essuyez"),
    ("envoyer", "futur", 0, "j'enverrai"),
    ("envoyer", "present", 5, "ils envoient"),
    ("arriver", "passe-compose", 5, "ils sont arrivés"),
    ("tomber", "plus-que-parfait", 0, "j'étais tombé"),
    ("finir", "present", 3, "nous finissons"),
    ("finir", "imparfait", 2, "il finissait"),
    ("finir", "passe-simple", 3, "nous finîmes"),
    ("finir", "futur", 5, "ils finiront"),
    ("finir", "subjonctif-present", 0, "que je finisse"),
    ("finir", "imperatif-present", 3, "finissons"),
    ("choisir", "passe-compose", 1, "tu as choisi"),
    ("être", "present", 3, "nous sommes"),
    ("être", "imparfait", 0, "j'étais"),
    ("être", "passe-simple", 5, "ils furent"),
    ("être", "futur", 1, "tu seras"),
    ("être", "subjonctif-present", 3, "que nous soyons"),
    ("être", "imperatif-present", 1, "sois"),
    ("être", "passe-compose", 0, "j'ai été"),
    ("être", "present", 0, "je suis"),
    ("avoir", "present", 5, "ils ont"),
    ("avoir", "subjonctif-present", 2, "qu'il ait"),
    ("avoir", "passe-simple", 3, "nous eûmes"),
    ("avoir", "imperatif-present", 1, "aie"),
    ("avoir", "conditionnel-present", 0, "j'aurais"),
    ("aller", "present", 5, "ils vont"),
    ("aller", "futur", 0, "j'irai"),
    ("aller", "subjonctif-present", 0, "que j'aille"),
    ("aller", "subjonctif-present", 3, "que nous allions"),
    ("aller", "imperatif-present", 1, "va"),
    ("aller", "passe-compose", 3, "nous sommes allés"),
    ("faire", "present", 4, "vous faites"),
    ("faire", "passe-simple", 0, "je fis"),
    ("faire", "futur", 3, "nous ferons"),
    ("faire", "subjonctif-present", 5, "qu'ils fassent"),
    ("satisfaire", "present", 4, "vous satisfaites"),
    ("dire", "present", 4, "vous dites"),
    ("interdire", "present", 4, "vous interdisez"),
    ("pouvoir", "present", 0, "je peux"),
    ("pouvoir", "futur", 2, "il pourra"),
    ("pouvoir", "subjonctif-present", 3, "que nous puissions"),
    ("vouloir", "present", 5, "ils veulent"),
    ("vouloir", "subjonctif-present", 0, "que je veuille"),
    ("vouloir", "subjonctif-present", 3, "que nous voulions"),
    ("savoir", "imperatif-present", 4, "sachez"),
    ("savoir", "passe-simple", 2, "il sut"),
    ("voir", "futur", 0, "je verrai"),
    ("voir", "subjonctif-present", 3, "que nous voyions"),
    ("prévoir", "futur", 0, "je prévoirai"),
    ("venir", "passe-simple", 3, "nous vînmes"),
    ("venir", "subjonctif-imparfait", 2, "qu'il vînt"),
    ("venir", "passe-compose", 2, "il est venu"),
    ("devenir", "futur", 5, "ils deviendront"),
    ("prévenir", "passe-compose", 0, "j'ai prévenu"),
    ("obtenir", "present", 5, "ils obtiennent"),
    ("tenir", "passe-simple", 5, "ils tinrent"),
    ("prendre", "present", 5, "ils prennent"),
    ("comprendre", "passe-simple", 0, "je compris"),
    ("apprendre", "subjonctif-present", 3, "que nous apprenions"),
    ("mettre", "passe-compose", 1, "tu as mis"),
    ("promettre", "passe-simple", 2, "il promit"),
    ("partir", "present", 0, "je pars"),
    ("partir", "passe-compose", 3, "nous sommes partis"),
    ("courir", "futur", 0, "je courrai"),
    ("mourir", "present", 2, "il meurt"),
    ("mourir", "passe-compose", 5, "ils sont morts"),
    ("ouvrir", "imperatif-present", 1, "ouvre"),
    ("découvrir", "passe-compose", 0, "j'ai découvert"),
    ("cueillir", "futur", 0, "je cueillerai"),
    ("accueillir", "present", 0, "j'accueille"),
    ("fuir", "imparfait", 3, "nous fuyions"),
    ("acquérir", "present", 5, "ils acquièrent"),
    ("acquérir", "futur", 0, "j'acquerrai"),
    ("conquérir", "passe-simple", 2, "il conquit"),
    ("recevoir", "present", 0, "je reçois"),
    ("recevoir", "present", 3, "nous recevons"),
    ("apercevoir", "passe-simple", 0, "j'aperçus"),
    ("devoir", "passe-compose", 0, "j'ai dû"),
    ("boire", "present", 3, "nous buvons"),
    ("boire", "subjonctif-present", 0, "que je boive"),
    ("croire", "imparfait", 4, "vous croyiez"),
    ("lire", "passe-simple", 5, "ils lurent"),
    ("écrire", "present", 5, "ils écrivent"),
    ("décrire", "passe-compose", 0, "j'ai décrit"),
    ("vivre", "passe-simple", 0, "je vécus"),
    ("suivre", "present", 0, "je suis"),
    ("connaître", "present", 2, "il connaît"),
    ("paraître", "passe-simple", 2, "il parut"),
    ("naître", "passe-simple", 2, "il naquit"),
    ("naître", "passe-compose", 2, "il est né"),
    ("plaire", "present", 2, "il plaît"),
    ("conduire", "passe-simple", 0, "je conduisis"),
    ("construire", "passe-compose", 5, "ils ont construit"),
    ("nuire", "passe-compose", 2, "il a nui"),
    ("peindre", "present", 3, "nous peignons"),
    ("éteindre", "passe-compose", 0, "j'ai éteint"),
    ("craindre", "imparfait", 0, "je craignais"),
    ("rejoindre", "futur", 3, "nous rejoindrons"),
    ("rendre", "present", 2, "il rend"),
    ("répondre", "passe-compose", 0, "j'ai répondu"),
    ("perdre", "passe-simple", 5, "ils perdirent"),
    ("descendre", "passe-compose", 2, "il est descendu"),
    ("interrompre", "present", 2, "il interrompt"),
    ("battre", "present", 0, "je bats"),
    ("rire", "imparfait", 3, "nous riions"),
    ("sourire", "present", 5, "ils sourient"),
    ("conclure", "passe-compose", 0, "j'ai conclu"),
    ("coudre", "present", 3, "nous cousons"),
    ("résoudre", "present", 2, "il résout"),
    ("résoudre", "passe-compose", 0, "j'ai résolu"),
    ("vaincre", "present", 3, "nous vainquons"),
    ("valoir", "futur", 2, "il vaudra"),
    ("valoir", "subjonctif-present", 0, "que je vaille"),
];

#[test]
fn engine_matches_the_hand_table() {
    let mut wrong = Vec::new();
    for (inf, t, p, want) in TABLE {
        let v = verb(inf).unwrap_or_else(|| panic!("unknown {inf}"));
        let t = Tense::from_id(t).expect("tense");
        let got = v.with_pronoun(t, *p);
        if got.as_deref() != Some(*want) {
            wrong.push(format!("{inf} {t:?} {p}: {got:?}, want {want}"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn at_least_150_irregular_verbs_each_conjugated_in_every_tense() {
    assert!(irregular_count() >= 150, "{}", irregular_count());
    let mut seen = std::collections::HashSet::new();
    for v in verbs() {
        assert!(seen.insert(v.inf.clone()), "{} twice", v.inf);
        for t in Tense::ALL {
            for p in 0..6 {
                let f = v.form(t, p);
                if t.imperative() {
                    assert_eq!(
                        f.is_some(),
                        v.has_imperative() && matches!(p, 1 | 3 | 4),
                        "{} {t:?} {p}",
                        v.inf
                    );
                } else {
                    let f = f.unwrap_or_else(|| panic!("{} {t:?} {p}", v.inf));
                    assert!(!f.is_empty() && !f.contains("  "), "{} {t:?} {p}", v.inf);
                }
            }
        }
    }
}

#[test]
fn imperative_and_elision() {
    assert_eq!(
        verb("pouvoir").unwrap().form(Tense::ImperatifPresent, 1),
        None
    );
    assert_eq!(
        verb("aimer")
            .unwrap()
            .with_pronoun(Tense::Present, 0)
            .as_deref(),
        Some("j'aime")
    );
    assert_eq!(
        verb("habiter")
            .unwrap()
            .with_pronoun(Tense::Futur, 0)
            .as_deref(),
        Some("j'habiterai")
    );
}
