//! English verb forms, checked without the generator's table: irregular verbs written out
//! here, and the rule that a verb absent from this list is regular (-ed).

/// (base, preterit, past participle): a list of its own, not the generator's.
const IRREGULAR: &[(&str, &str, &str)] = &[
    ("be", "was/were", "been"),
    ("begin", "began", "begun"),
    ("break", "broke", "broken"),
    ("bring", "brought", "brought"),
    ("build", "built", "built"),
    ("buy", "bought", "bought"),
    ("catch", "caught", "caught"),
    ("choose", "chose", "chosen"),
    ("come", "came", "come"),
    ("do", "did", "done"),
    ("draw", "drew", "drawn"),
    ("drink", "drank", "drunk"),
    ("drive", "drove", "driven"),
    ("eat", "ate", "eaten"),
    ("fall", "fell", "fallen"),
    ("feel", "felt", "felt"),
    ("fight", "fought", "fought"),
    ("find", "found", "found"),
    ("fly", "flew", "flown"),
    ("forget", "forgot", "forgotten"),
    ("forgive", "forgave", "forgiven"),
    ("freeze", "froze", "frozen"),
    ("get", "got", "got"),
    ("give", "gave", "given"),
    ("go", "went", "gone"),
    ("have", "had", "had"),
    ("hear", "heard", "heard"),
    ("hide", "hid", "hidden"),
    ("keep", "kept", "kept"),
    ("know", "knew", "known"),
    ("lead", "led", "led"),
    ("leave", "left", "left"),
    ("lose", "lost", "lost"),
    ("make", "made", "made"),
    ("meet", "met", "met"),
    ("pay", "paid", "paid"),
    ("read", "read", "read"),
    ("ride", "rode", "ridden"),
    ("rise", "rose", "risen"),
    ("run", "ran", "run"),
    ("say", "said", "said"),
    ("see", "saw", "seen"),
    ("sell", "sold", "sold"),
    ("send", "sent", "sent"),
    ("shake", "shook", "shaken"),
    ("shine", "shone", "shone"),
    ("sing", "sang", "sung"),
    ("sit", "sat", "sat"),
    ("sleep", "slept", "slept"),
    ("speak", "spoke", "spoken"),
    ("spend", "spent", "spent"),
    ("stand", "stood", "stood"),
    ("steal", "stole", "stolen"),
    ("swear", "swore", "sworn"),
    ("swim", "swam", "swum"),
    ("take", "took", "taken"),
    ("teach", "taught", "taught"),
    ("tear", "tore", "torn"),
    ("tell", "told", "told"),
    ("think", "thought", "thought"),
    ("throw", "threw", "thrown"),
    ("understand", "understood", "understood"),
    ("wake", "woke", "woken"),
    ("wear", "wore", "worn"),
    ("win", "won", "won"),
    ("write", "wrote", "written"),
];

/// Whether `form` is the preterit (or past participle) of `base`.
pub(crate) fn past_form(base: &str, participle: bool, form: &str) -> Option<bool> {
    match IRREGULAR.iter().find(|v| v.0 == base) {
        Some((_, pret, pp)) => Some(form == if participle { *pp } else { *pret }),
        None => {
            let regular = if base.ends_with('e') {
                format!("{base}d")
            } else {
                format!("{base}ed")
            };
            Some(form == regular)
        }
    }
}
