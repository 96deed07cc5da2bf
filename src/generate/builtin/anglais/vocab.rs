//! Vocabulary by theme, written for the purpose: each level studies its own themes (A1 at
//! CM1, A2 from 5e, B1 and B2 at the lycée, whose themes follow the axes of the programme).

type Words = &'static [(&'static str, &'static str)];

/// (level index, 0 = CM1 … 8 = Terminale; theme; (English, French)).
pub(super) const THEMES: &[(usize, &str, Words)] = &[
    // CM1 (A1)
    (0, "les couleurs", &[
        ("red", "rouge"), ("blue", "bleu"), ("green", "vert"), ("yellow", "jaune"),
        ("black", "noir"), ("white", "blanc"), ("purple", "violet"), ("pink", "rose"),
        ("grey", "gris"), ("brown", "marron"),
    ]),
    (0, "les animaux", &[
        ("dog", "chien"), ("cat", "chat"), ("horse", "cheval"), ("cow", "vache"),
        ("bird", "oiseau"), ("fish", "poisson"), ("rabbit", "lapin"), ("mouse", "souris"),
        ("sheep", "mouton"), ("duck", "canard"),
    ]),
    (0, "le corps", &[
        ("head", "tête"), ("hand", "main"), ("foot", "pied"), ("eye", "œil"),
        ("nose", "nez"), ("mouth", "bouche"), ("ear", "oreille"), ("arm", "bras"),
        ("leg", "jambe"), ("hair", "cheveux"),
    ]),
    (0, "les jours et les mois", &[
        ("Monday", "lundi"), ("Tuesday", "mardi"), ("Wednesday", "mercredi"),
        ("Thursday", "jeudi"), ("Friday", "vendredi"), ("Saturday", "samedi"),
        ("Sunday", "dimanche"), ("January", "janvier"), ("August", "août"),
        ("December", "décembre"),
    ]),
    // CM2 (A1)
    (1, "la famille", &[
        ("mother", "mère"), ("father", "père"), ("brother", "frère"), ("sister", "sœur"),
        ("grandmother", "grand-mère"), ("grandfather", "grand-père"), ("uncle", "oncle"),
        ("aunt", "tante"), ("son", "fils"), ("baby", "bébé"),
    ]),
    (1, "les vêtements", &[
        ("shirt", "chemise"), ("trousers", "pantalon"), ("skirt", "jupe"),
        ("dress", "robe"), ("shoes", "chaussures"), ("hat", "chapeau"), ("coat", "manteau"),
        ("socks", "chaussettes"), ("scarf", "écharpe"), ("jumper", "pull"),
    ]),
    (1, "la nourriture", &[
        ("bread", "pain"), ("cheese", "fromage"), ("apple", "pomme"), ("chicken", "poulet"),
        ("strawberry", "fraise"), ("butter", "beurre"), ("egg", "œuf"),
        ("vegetables", "légumes"), ("milk", "lait"), ("orange juice", "jus d'orange"),
    ]),
    (1, "l'école", &[
        ("schoolbag", "cartable"), ("pencil", "crayon"), ("ruler", "règle"),
        ("teacher", "professeur"), ("playground", "cour de récréation"),
        ("notebook", "cahier"), ("rubber", "gomme"), ("pencil case", "trousse"),
        ("classroom", "salle de classe"), ("scissors", "ciseaux"),
    ]),
    // 6e (A1)
    (2, "la maison", &[
        ("kitchen", "cuisine"), ("bedroom", "chambre"), ("bathroom", "salle de bains"),
        ("garden", "jardin"), ("stairs", "escalier"), ("roof", "toit"),
        ("window", "fenêtre"), ("living room", "salon"), ("door", "porte"),
        ("floor", "sol"),
    ]),
    (2, "la ville", &[
        ("bakery", "boulangerie"), ("library", "bibliothèque"), ("town hall", "mairie"),
        ("railway station", "gare"), ("street", "rue"), ("bridge", "pont"),
        ("hospital", "hôpital"), ("post office", "bureau de poste"),
        ("museum", "musée"), ("swimming pool", "piscine"),
    ]),
    (2, "les sports et les loisirs", &[
        ("racket", "raquette"), ("swimming", "natation"), ("horse riding", "équitation"),
        ("skiing", "ski"), ("drawing", "dessin"), ("reading", "lecture"),
        ("cycling", "cyclisme"), ("goal", "but"), ("team", "équipe"),
        ("player", "joueur"),
    ]),
    (2, "la météo", &[
        ("sunny", "ensoleillé"), ("rainy", "pluvieux"), ("windy", "venteux"),
        ("cloudy", "nuageux"), ("snow", "neige"), ("storm", "orage"), ("cold", "froid"),
        ("hot", "chaud"), ("fog", "brouillard"), ("rainbow", "arc-en-ciel"),
    ]),
    // 5e (A2)
    (3, "les transports", &[
        ("plane", "avion"), ("boat", "bateau"), ("underground", "métro"),
        ("bike", "vélo"), ("car", "voiture"), ("lorry", "camion"), ("ticket", "billet"),
        ("airport", "aéroport"), ("bus stop", "arrêt de bus"), ("timetable", "horaire"),
    ]),
    (3, "les sentiments", &[
        ("happy", "heureux"), ("sad", "triste"), ("angry", "en colère"),
        ("scared", "effrayé"), ("tired", "fatigué"), ("proud", "fier"),
        ("bored", "qui s'ennuie"), ("worried", "inquiet"), ("surprised", "surpris"),
        ("shy", "timide"),
    ]),
    (3, "la santé", &[
        ("doctor", "médecin"), ("headache", "mal de tête"), ("cough", "toux"),
        ("fever", "fièvre"), ("medicine", "médicament"), ("toothache", "mal de dents"),
        ("nurse", "infirmier"), ("injury", "blessure"), ("sore throat", "mal de gorge"),
        ("chemist's", "pharmacie"),
    ]),
    (3, "les vacances", &[
        ("beach", "plage"), ("suitcase", "valise"), ("holidays", "vacances"),
        ("tent", "tente"), ("passport", "passeport"), ("map", "carte"),
        ("sea", "mer"), ("mountain", "montagne"), ("luggage", "bagages"),
        ("guesthouse", "maison d'hôtes"),
    ]),
    // 4e (A2)
    (4, "les magasins et les achats", &[
        ("shop assistant", "vendeur"), ("price", "prix"), ("cheap", "bon marché"),
        ("expensive", "cher"), ("change", "monnaie"), ("receipt", "ticket de caisse"),
        ("sale", "soldes"), ("butcher's", "boucherie"), ("customer", "client"),
        ("cash desk", "caisse"),
    ]),
    (4, "la nature", &[
        ("forest", "forêt"), ("river", "rivière"), ("field", "champ"), ("hill", "colline"),
        ("lake", "lac"), ("leaf", "feuille"), ("island", "île"), ("desert", "désert"),
        ("cliff", "falaise"), ("valley", "vallée"),
    ]),
    (4, "les métiers", &[
        ("baker", "boulanger"), ("farmer", "agriculteur"), ("firefighter", "pompier"),
        ("lawyer", "avocat"), ("engineer", "ingénieur"), ("plumber", "plombier"),
        ("journalist", "journaliste"), ("waiter", "serveur"), ("vet", "vétérinaire"),
        ("mechanic", "mécanicien"),
    ]),
    (4, "les écrans et la technologie", &[
        ("screen", "écran"), ("keyboard", "clavier"), ("mobile phone", "téléphone portable"),
        ("password", "mot de passe"), ("website", "site web"), ("download", "téléchargement"),
        ("battery", "batterie"), ("laptop", "ordinateur portable"),
        ("printer", "imprimante"), ("headphones", "casque audio"),
    ]),
    // 3e (A2-B1)
    (5, "l'environnement", &[
        ("oil spill", "marée noire"), ("waste", "déchets"), ("recycling", "recyclage"),
        ("renewable energy", "énergie renouvelable"),
        ("global warming", "réchauffement climatique"), ("drought", "sécheresse"),
        ("flood", "inondation"), ("wildlife", "faune sauvage"),
        ("endangered species", "espèce menacée"), ("greenhouse gas", "gaz à effet de serre"),
    ]),
    (5, "la citoyenneté", &[
        ("citizen", "citoyen"), ("law", "loi"), ("right", "droit"), ("duty", "devoir"),
        ("election", "élection"), ("freedom", "liberté"), ("equality", "égalité"),
        ("ballot", "bulletin de vote"), ("government", "gouvernement"), ("mayor", "maire"),
    ]),
    (5, "les arts", &[
        ("painting", "tableau"), ("painter", "peintre"), ("brush", "pinceau"),
        ("stage", "scène"), ("play", "pièce de théâtre"), ("novel", "roman"),
        ("poem", "poème"), ("exhibition", "exposition"), ("audience", "public"),
        ("masterpiece", "chef-d'œuvre"),
    ]),
    (5, "le monde du travail", &[
        ("job", "emploi"), ("salary", "salaire"), ("boss", "patron"),
        ("colleague", "collègue"), ("interview", "entretien"), ("training", "formation"),
        ("unemployment", "chômage"), ("company", "entreprise"), ("skill", "compétence"),
        ("internship", "stage"),
    ]),
    // 2de (B1): axes of the programme
    (6, "identités et échanges", &[
        ("identity", "identité"), ("border", "frontière"), ("refugee", "réfugié"),
        ("exchange student", "élève en échange"), ("host family", "famille d'accueil"),
        ("abroad", "à l'étranger"), ("homesick", "qui a le mal du pays"),
        ("mother tongue", "langue maternelle"), ("custom", "coutume"),
        ("melting pot", "creuset culturel"),
    ]),
    (6, "espace privé et espace public", &[
        ("privacy", "vie privée"), ("neighbour", "voisin"), ("household", "foyer"),
        ("flatmate", "colocataire"), ("public space", "espace public"),
        ("surveillance camera", "caméra de surveillance"), ("crowd", "foule"),
        ("chores", "tâches ménagères"), ("gossip", "commérages"),
        ("community", "communauté"),
    ]),
    (6, "représentation de soi et rapport à autrui", &[
        ("self-esteem", "estime de soi"), ("appearance", "apparence"),
        ("peer pressure", "pression des pairs"), ("friendship", "amitié"),
        ("selfie", "autoportrait numérique"), ("bullying", "harcèlement"),
        ("role model", "modèle"), ("trust", "confiance"), ("loneliness", "solitude"),
        ("behaviour", "comportement"),
    ]),
    (6, "sport et société", &[
        ("championship", "championnat"), ("referee", "arbitre"), ("coach", "entraîneur"),
        ("training session", "entraînement"), ("fair play", "esprit sportif"),
        ("doping", "dopage"), ("trophy", "trophée"), ("stadium", "stade"),
        ("tournament", "tournoi"), ("medal", "médaille"),
    ]),
    // 1re (B1)
    (7, "art et pouvoir", &[
        ("propaganda", "propagande"), ("censorship", "censure"), ("monarch", "monarque"),
        ("crown", "couronne"), ("protest song", "chanson engagée"),
        ("mural", "peinture murale"), ("leader", "dirigeant"), ("power", "pouvoir"),
        ("cartoon", "caricature"), ("patron", "mécène"),
    ]),
    (7, "citoyenneté et mondes virtuels", &[
        ("social network", "réseau social"), ("fake news", "fausses informations"),
        ("hacker", "pirate informatique"), ("data", "données"), ("user", "utilisateur"),
        ("cyberbullying", "cyberharcèlement"), ("online", "en ligne"),
        ("influencer", "influenceur"), ("screen time", "temps d'écran"),
        ("digital footprint", "empreinte numérique"),
    ]),
    (7, "fictions et réalités", &[
        ("plot", "intrigue"), ("character", "personnage"), ("setting", "cadre"),
        ("narrator", "narrateur"), ("tale", "conte"), ("myth", "mythe"),
        ("hero", "héros"), ("science fiction", "science-fiction"), ("chapter", "chapitre"),
        ("ending", "dénouement"),
    ]),
    (7, "l'économie et la consommation", &[
        ("supply", "offre"), ("demand", "demande"), ("growth", "croissance"),
        ("debt", "dette"), ("tax", "impôt"), ("brand", "marque"),
        ("advertising", "publicité"), ("consumer", "consommateur"),
        ("wealth", "richesse"), ("poverty", "pauvreté"),
    ]),
    // Terminale (B2)
    (8, "innovations scientifiques et responsabilité", &[
        ("breakthrough", "percée"), ("research", "recherche"), ("genetic engineering", "génie génétique"),
        ("artificial intelligence", "intelligence artificielle"), ("vaccine", "vaccin"),
        ("cloning", "clonage"), ("ethics", "éthique"), ("side effect", "effet secondaire"),
        ("outcome", "résultat"), ("scientist", "scientifique"),
    ]),
    (8, "diversité et inclusion", &[
        ("disability", "handicap"), ("minority", "minorité"), ("ramp", "rampe d'accès"),
        ("civil rights", "droits civiques"), ("segregation", "ségrégation"),
        ("gender", "genre"), ("equal opportunities", "égalité des chances"),
        ("wheelchair", "fauteuil roulant"), ("prejudice", "préjugé"),
        ("bias", "parti pris"),
    ]),
    (8, "territoire et mémoire", &[
        ("heritage", "patrimoine"), ("memorial", "monument commémoratif"),
        ("settler", "colon"), ("landmark", "lieu emblématique"), ("ancestor", "ancêtre"),
        ("wilderness", "nature sauvage"), ("slavery", "esclavage"),
        ("independence", "indépendance"), ("remembrance", "commémoration"),
        ("pioneer", "pionnier"),
    ]),
    (8, "le développement durable", &[
        ("sustainable", "durable"), ("carbon footprint", "empreinte carbone"),
        ("biodiversity", "biodiversité"), ("fossil fuels", "combustibles fossiles"),
        ("deforestation", "déforestation"), ("sea level", "niveau de la mer"),
        ("wind farm", "parc éolien"), ("solar panel", "panneau solaire"),
        ("emissions", "émissions"), ("shortage", "pénurie"),
    ]),
];

/// The themes of a level.
pub(super) fn themes(level: usize) -> Vec<(&'static str, Words)> {
    THEMES
        .iter()
        .filter(|t| t.0 == level)
        .map(|t| (t.1, t.2))
        .collect()
}

/// The French of an English word of any theme.
pub(super) fn meaning(en: &str) -> Option<&'static str> {
    THEMES
        .iter()
        .flat_map(|t| t.2.iter())
        .find(|w| w.0 == en)
        .map(|w| w.1)
}

/// The theme of an English word.
pub(super) fn theme_of(en: &str) -> Option<&'static str> {
    THEMES
        .iter()
        .find(|t| t.2.iter().any(|w| w.0 == en))
        .map(|t| t.1)
}
