//! Verbs of the anglais exercises: the irregular verbs (by level of first study) and the forms
//! of every verb the tense sentences use.

/// Irregular verbs, in the order they are first studied: (base, preterit, past participle,
/// meaning). [`window`] gives each level its slice.
pub(super) const IRREGULAR: &[(&str, &str, &str, &str)] = &[
    // CM1 (0..25)
    ("be", "was/were", "been", "être"),
    ("have", "had", "had", "avoir"),
    ("do", "did", "done", "faire"),
    ("go", "went", "gone", "aller"),
    ("come", "came", "come", "venir"),
    ("see", "saw", "seen", "voir"),
    ("eat", "ate", "eaten", "manger"),
    ("drink", "drank", "drunk", "boire"),
    ("make", "made", "made", "fabriquer"),
    ("take", "took", "taken", "prendre"),
    ("give", "gave", "given", "donner"),
    ("get", "got", "got", "obtenir"),
    ("say", "said", "said", "dire"),
    ("know", "knew", "known", "savoir"),
    ("think", "thought", "thought", "penser"),
    ("buy", "bought", "bought", "acheter"),
    ("write", "wrote", "written", "écrire"),
    ("read", "read", "read", "lire"),
    ("run", "ran", "run", "courir"),
    ("swim", "swam", "swum", "nager"),
    ("sing", "sang", "sung", "chanter"),
    ("sleep", "slept", "slept", "dormir"),
    ("speak", "spoke", "spoken", "parler"),
    ("sit", "sat", "sat", "s'asseoir"),
    ("find", "found", "found", "trouver"),
    // CM2 (25..45)
    ("begin", "began", "begun", "commencer"),
    ("break", "broke", "broken", "casser"),
    ("bring", "brought", "brought", "apporter"),
    ("build", "built", "built", "construire"),
    ("choose", "chose", "chosen", "choisir"),
    ("draw", "drew", "drawn", "dessiner"),
    ("drive", "drove", "driven", "conduire"),
    ("fall", "fell", "fallen", "tomber"),
    ("feel", "felt", "felt", "ressentir"),
    ("fly", "flew", "flown", "voler (dans les airs)"),
    ("forget", "forgot", "forgotten", "oublier"),
    ("hear", "heard", "heard", "entendre"),
    ("keep", "kept", "kept", "garder"),
    ("leave", "left", "left", "quitter"),
    ("lose", "lost", "lost", "perdre"),
    ("meet", "met", "met", "rencontrer"),
    ("pay", "paid", "paid", "payer"),
    ("ride", "rode", "ridden", "monter (à cheval, à vélo)"),
    ("sell", "sold", "sold", "vendre"),
    ("send", "sent", "sent", "envoyer"),
    // 6e (45..60)
    ("spend", "spent", "spent", "dépenser"),
    ("stand", "stood", "stood", "être debout"),
    ("steal", "stole", "stolen", "voler (dérober)"),
    ("teach", "taught", "taught", "enseigner"),
    ("tell", "told", "told", "raconter"),
    ("throw", "threw", "thrown", "lancer"),
    ("understand", "understood", "understood", "comprendre"),
    ("wear", "wore", "worn", "porter (un vêtement)"),
    ("win", "won", "won", "gagner"),
    ("catch", "caught", "caught", "attraper"),
    ("fight", "fought", "fought", "se battre"),
    ("forgive", "forgave", "forgiven", "pardonner"),
    ("freeze", "froze", "frozen", "geler"),
    ("hide", "hid", "hidden", "cacher"),
    ("lead", "led", "led", "mener"),
    // 5e (60..75)
    ("rise", "rose", "risen", "s'élever"),
    ("shake", "shook", "shaken", "secouer"),
    ("shine", "shone", "shone", "briller"),
    ("swear", "swore", "sworn", "jurer"),
    ("tear", "tore", "torn", "déchirer"),
    ("wake", "woke", "woken", "se réveiller"),
    ("become", "became", "become", "devenir"),
    ("bite", "bit", "bitten", "mordre"),
    ("blow", "blew", "blown", "souffler"),
    ("cost", "cost", "cost", "coûter"),
    ("cut", "cut", "cut", "couper"),
    ("grow", "grew", "grown", "grandir, pousser"),
    ("hit", "hit", "hit", "frapper"),
    ("hold", "held", "held", "tenir"),
    ("hurt", "hurt", "hurt", "blesser, faire mal"),
    // 4e (75..90)
    ("let", "let", "let", "laisser, permettre"),
    ("put", "put", "put", "mettre"),
    ("shut", "shut", "shut", "fermer"),
    ("lend", "lent", "lent", "prêter"),
    ("feed", "fed", "fed", "nourrir"),
    ("dig", "dug", "dug", "creuser"),
    ("hang", "hung", "hung", "accrocher, suspendre"),
    ("mean", "meant", "meant", "signifier"),
    ("ring", "rang", "rung", "sonner"),
    ("shoot", "shot", "shot", "tirer (avec une arme)"),
    ("show", "showed", "shown", "montrer"),
    ("beat", "beat", "beaten", "battre"),
    ("slide", "slid", "slid", "glisser"),
    ("stick", "stuck", "stuck", "coller"),
    ("sweep", "swept", "swept", "balayer"),
    // 3e (90..105)
    ("bend", "bent", "bent", "plier, courber"),
    ("spin", "spun", "spun", "faire tourner"),
    ("bleed", "bled", "bled", "saigner"),
    ("seek", "sought", "sought", "rechercher"),
    ("sink", "sank", "sunk", "couler, sombrer"),
    ("shrink", "shrank", "shrunk", "rétrécir"),
    ("sting", "stung", "stung", "piquer (insecte)"),
    ("swing", "swung", "swung", "se balancer"),
    ("burst", "burst", "burst", "éclater"),
    ("spread", "spread", "spread", "répandre, étaler"),
    ("split", "split", "split", "fendre, diviser"),
    ("creep", "crept", "crept", "ramper"),
    ("flee", "fled", "fled", "fuir"),
    ("weep", "wept", "wept", "pleurer"),
    ("forbid", "forbade", "forbidden", "interdire"),
    // 2de (105..120)
    ("arise", "arose", "arisen", "survenir"),
    ("bear", "bore", "borne", "supporter, endurer"),
    ("bind", "bound", "bound", "lier, attacher"),
    ("breed", "bred", "bred", "élever (des animaux)"),
    ("cling", "clung", "clung", "se cramponner"),
    ("grind", "ground", "ground", "moudre"),
    ("lay", "laid", "laid", "poser à plat"),
    ("mislead", "misled", "misled", "induire en erreur"),
    ("overcome", "overcame", "overcome", "surmonter"),
    ("wring", "wrung", "wrung", "essorer, tordre"),
    ("tread", "trod", "trodden", "fouler, marcher sur"),
    ("undertake", "undertook", "undertaken", "entreprendre"),
    ("wind", "wound", "wound", "enrouler, remonter"),
    ("withdraw", "withdrew", "withdrawn", "retirer"),
    ("withstand", "withstood", "withstood", "résister à"),
    // 1re (120..130)
    ("foresee", "foresaw", "foreseen", "prévoir"),
    ("mistake", "mistook", "mistaken", "confondre"),
    (
        "misunderstand",
        "misunderstood",
        "misunderstood",
        "mal comprendre",
    ),
    ("upset", "upset", "upset", "contrarier"),
    ("outgrow", "outgrew", "outgrown", "devenir trop grand pour"),
    ("rewrite", "rewrote", "rewritten", "réécrire"),
    ("overtake", "overtook", "overtaken", "doubler (un véhicule)"),
    (
        "oversleep",
        "overslept",
        "overslept",
        "se réveiller trop tard",
    ),
    ("withhold", "withheld", "withheld", "refuser de donner"),
    ("uphold", "upheld", "upheld", "faire respecter"),
    // Terminale (130..140)
    ("forsake", "forsook", "forsaken", "abandonner"),
    ("overhear", "overheard", "overheard", "entendre par hasard"),
    ("override", "overrode", "overridden", "passer outre à"),
    (
        "overthrow",
        "overthrew",
        "overthrown",
        "renverser (un régime)",
    ),
    ("undergo", "underwent", "undergone", "subir (une opération)"),
    ("outdo", "outdid", "outdone", "faire mieux que"),
    ("outrun", "outran", "outrun", "courir plus vite que"),
    ("overdo", "overdid", "overdone", "exagérer"),
    ("overpay", "overpaid", "overpaid", "payer trop cher"),
    ("befall", "befell", "befallen", "arriver (un malheur)"),
];

/// The verbs first studied at a level (a range of [`IRREGULAR`]) by level index (0 = CM1).
const WINDOWS: [(usize, usize); 9] = [
    (0, 25),
    (25, 45),
    (45, 60),
    (60, 75),
    (75, 90),
    (90, 105),
    (105, 120),
    (120, 130),
    (130, 140),
];

/// The verbs a level studies: its own new ones, and those of earlier levels (revision).
#[allow(clippy::type_complexity)]
pub(super) fn window(
    level: usize,
) -> (
    &'static [(&'static str, &'static str, &'static str, &'static str)],
    &'static [(&'static str, &'static str, &'static str, &'static str)],
) {
    let (a, b) = WINDOWS[level.min(WINDOWS.len() - 1)];
    (&IRREGULAR[a..b], &IRREGULAR[..a])
}

/// Forms of the verbs of the tense sentences: (base, third person singular, -ing form,
/// preterit, past participle). "be" is conjugated apart.
pub(super) const FORMS: &[(&str, &str, &str, &str, &str)] = &[
    ("play", "plays", "playing", "played", "played"),
    ("watch", "watches", "watching", "watched", "watched"),
    ("live", "lives", "living", "lived", "lived"),
    ("like", "likes", "liking", "liked", "liked"),
    ("love", "loves", "loving", "loved", "loved"),
    ("walk", "walks", "walking", "walked", "walked"),
    ("work", "works", "working", "worked", "worked"),
    ("cook", "cooks", "cooking", "cooked", "cooked"),
    ("clean", "cleans", "cleaning", "cleaned", "cleaned"),
    ("visit", "visits", "visiting", "visited", "visited"),
    ("study", "studies", "studying", "studied", "studied"),
    ("travel", "travels", "travelling", "travelled", "travelled"),
    ("stop", "stops", "stopping", "stopped", "stopped"),
    ("listen", "listens", "listening", "listened", "listened"),
    ("open", "opens", "opening", "opened", "opened"),
    ("rain", "rains", "raining", "rained", "rained"),
    ("snow", "snows", "snowing", "snowed", "snowed"),
    ("help", "helps", "helping", "helped", "helped"),
    ("finish", "finishes", "finishing", "finished", "finished"),
    ("wash", "washes", "washing", "washed", "washed"),
    ("dance", "dances", "dancing", "danced", "danced"),
    ("paint", "paints", "painting", "painted", "painted"),
    ("call", "calls", "calling", "called", "called"),
    ("start", "starts", "starting", "started", "started"),
    ("arrive", "arrives", "arriving", "arrived", "arrived"),
    ("wait", "waits", "waiting", "waited", "waited"),
    ("try", "tries", "trying", "tried", "tried"),
    ("carry", "carries", "carrying", "carried", "carried"),
    ("change", "changes", "changing", "changed", "changed"),
    ("decide", "decides", "deciding", "decided", "decided"),
    ("improve", "improves", "improving", "improved", "improved"),
    (
        "protect",
        "protects",
        "protecting",
        "protected",
        "protected",
    ),
    ("invent", "invents", "inventing", "invented", "invented"),
    (
        "discover",
        "discovers",
        "discovering",
        "discovered",
        "discovered",
    ),
    ("vote", "votes", "voting", "voted", "voted"),
    ("recycle", "recycles", "recycling", "recycled", "recycled"),
    (
        "increase",
        "increases",
        "increasing",
        "increased",
        "increased",
    ),
    (
        "develop",
        "develops",
        "developing",
        "developed",
        "developed",
    ),
    (
        "publish",
        "publishes",
        "publishing",
        "published",
        "published",
    ),
    ("apply", "applies", "applying", "applied", "applied"),
    ("have", "has", "having", "had", "had"),
    ("do", "does", "doing", "did", "done"),
    ("go", "goes", "going", "went", "gone"),
    ("eat", "eats", "eating", "ate", "eaten"),
    ("drink", "drinks", "drinking", "drank", "drunk"),
    ("read", "reads", "reading", "read", "read"),
    ("write", "writes", "writing", "wrote", "written"),
    ("swim", "swims", "swimming", "swam", "swum"),
    ("run", "runs", "running", "ran", "run"),
    ("sing", "sings", "singing", "sang", "sung"),
    ("sleep", "sleeps", "sleeping", "slept", "slept"),
    ("buy", "buys", "buying", "bought", "bought"),
    ("see", "sees", "seeing", "saw", "seen"),
    ("make", "makes", "making", "made", "made"),
    ("take", "takes", "taking", "took", "taken"),
    ("lose", "loses", "losing", "lost", "lost"),
    ("know", "knows", "knowing", "knew", "known"),
    ("meet", "meets", "meeting", "met", "met"),
    ("win", "wins", "winning", "won", "won"),
    ("speak", "speaks", "speaking", "spoke", "spoken"),
    ("leave", "leaves", "leaving", "left", "left"),
    ("forget", "forgets", "forgetting", "forgot", "forgotten"),
    ("build", "builds", "building", "built", "built"),
    ("break", "breaks", "breaking", "broke", "broken"),
    ("come", "comes", "coming", "came", "come"),
    ("give", "gives", "giving", "gave", "given"),
    ("get", "gets", "getting", "got", "got"),
    ("teach", "teaches", "teaching", "taught", "taught"),
    ("spend", "spends", "spending", "spent", "spent"),
    ("fly", "flies", "flying", "flew", "flown"),
    ("grow", "grows", "growing", "grew", "grown"),
    ("become", "becomes", "becoming", "became", "become"),
    ("choose", "chooses", "choosing", "chose", "chosen"),
    ("find", "finds", "finding", "found", "found"),
    ("send", "sends", "sending", "sent", "sent"),
    ("rise", "rises", "rising", "rose", "risen"),
    ("fall", "falls", "falling", "fell", "fallen"),
    ("begin", "begins", "beginning", "began", "begun"),
    ("drive", "drives", "driving", "drove", "driven"),
];

/// Grammatical persons of a sentence's subject.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Person {
    /// I.
    I,
    /// He, she, it, a singular noun.
    S3,
    /// We, you, they, a plural noun.
    Pl,
}

/// A verb's forms: (third person singular, -ing form, preterit, past participle).
fn forms(base: &str) -> Option<(&'static str, &'static str, &'static str, &'static str)> {
    FORMS
        .iter()
        .find(|f| f.0 == base)
        .map(|f| (f.1, f.2, f.3, f.4))
}

/// The tenses of the sentences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Tense {
    PresentSimple,
    PresentContinuous,
    Preterit,
    PresentPerfect,
    Future,
}

impl Tense {
    /// Every tense, in teaching order.
    pub(super) const ALL: [Tense; 5] = [
        Tense::PresentSimple,
        Tense::PresentContinuous,
        Tense::Preterit,
        Tense::PresentPerfect,
        Tense::Future,
    ];

    /// The tense's name as the French classroom says it.
    pub(super) fn name(self) -> &'static str {
        match self {
            Tense::PresentSimple => "present simple",
            Tense::PresentContinuous => "present continuous (be + -ing)",
            Tense::Preterit => "prétérit",
            Tense::PresentPerfect => "present perfect",
            Tense::Future => "futur avec will",
        }
    }
}

fn be_present(p: Person) -> &'static str {
    match p {
        Person::I => "am",
        Person::S3 => "is",
        Person::Pl => "are",
    }
}

/// The form of `base` at `tense` for the person, or `None` for a verb without its forms.
pub(super) fn conjugate(base: &str, p: Person, tense: Tense) -> Option<String> {
    if base == "be" {
        return Some(
            match tense {
                Tense::PresentSimple => be_present(p),
                Tense::PresentContinuous => return Some(format!("{} being", be_present(p))),
                Tense::Preterit => {
                    if p == Person::Pl {
                        "were"
                    } else {
                        "was"
                    }
                }
                Tense::PresentPerfect => {
                    if p == Person::S3 {
                        "has been"
                    } else {
                        "have been"
                    }
                }
                Tense::Future => "will be",
            }
            .to_owned(),
        );
    }
    let (s, ing, pret, pp) = forms(base)?;
    Some(match tense {
        Tense::PresentSimple => {
            if p == Person::S3 {
                s.to_owned()
            } else {
                base.to_owned()
            }
        }
        Tense::PresentContinuous => format!("{} {ing}", be_present(p)),
        Tense::Preterit => pret.to_owned(),
        Tense::PresentPerfect => {
            format!("{} {pp}", if p == Person::S3 { "has" } else { "have" })
        }
        Tense::Future => format!("will {base}"),
    })
}

/// Wrong forms for a blank asking `tense` (other tenses, a wrong person, a regularised
/// preterit), the right one excluded, at least three.
pub(super) fn wrong_forms(base: &str, p: Person, tense: Tense) -> Vec<String> {
    let other_person = match p {
        Person::S3 => Person::Pl,
        _ => Person::S3,
    };
    let mut out: Vec<String> = Vec::new();
    let mut add = |s: Option<String>| {
        if let Some(s) = s {
            out.push(s);
        }
    };
    match tense {
        Tense::PresentSimple => {
            add(conjugate(base, other_person, tense));
            add(conjugate(base, p, Tense::PresentContinuous));
            add(conjugate(base, p, Tense::Preterit));
            add(conjugate(base, p, Tense::Future));
        }
        Tense::PresentContinuous => {
            add(conjugate(base, other_person, tense));
            add(forms(base).map(|f| f.1.to_owned()));
            add(conjugate(base, p, Tense::PresentSimple));
            add(conjugate(base, p, Tense::Preterit));
        }
        Tense::Preterit => {
            add(conjugate(base, p, Tense::PresentSimple));
            add(conjugate(base, p, Tense::PresentPerfect));
            if forms(base).is_some_and(|f| !f.2.ends_with("ed")) {
                add(Some(if base.ends_with('e') {
                    format!("{base}d")
                } else {
                    format!("{base}ed")
                }));
            }
            add(conjugate(base, p, Tense::PresentContinuous));
        }
        Tense::PresentPerfect => {
            add(conjugate(base, p, Tense::Preterit));
            add(conjugate(base, other_person, tense));
            add(conjugate(base, p, Tense::PresentSimple));
            add(conjugate(base, p, Tense::Future));
        }
        Tense::Future => {
            add(conjugate(base, p, Tense::PresentSimple));
            add(conjugate(base, p, Tense::Preterit));
            add(forms(base).map(|f| format!("will {}", f.0)));
            add(conjugate(base, p, Tense::PresentContinuous));
        }
    }
    let right = conjugate(base, p, tense);
    let mut seen: Vec<String> = Vec::new();
    for w in out {
        if Some(&w) != right.as_ref() && !seen.contains(&w) {
            seen.push(w);
        }
    }
    seen
}
