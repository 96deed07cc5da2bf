//! Histoire-géographie 2de (programme of the BO spécial n° 1 du 22 janvier 2019), from their
//! fact banks (`builtin/hg/l2.rs`).

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        chapters: &["histoire-geographie-2de-mediterranee-antique"],
        title_en: "The ancient Mediterranean: the Greek and Roman legacy",
        intro: [
            "Athènes invente la démocratie au Ve siècle av. J.-C. ; Rome unifie ensuite tout le pourtour méditerranéen dans un empire qui devient chrétien au IVe siècle. Ces deux héritages marquent durablement l'Europe.",
            "Athens invents democracy in the 5th century BC; Rome then unites the whole Mediterranean rim in an empire that becomes Christian in the 4th century. Both legacies leave a lasting mark on Europe.",
        ],
        notions: &[
            notion(
                "democratie-athenienne",
                "remember",
                [
                    "La démocratie athénienne",
                    "Citer les institutions de la démocratie athénienne et ceux qui en sont exclus",
                    "Démocratie",
                    "La démocratie est un régime politique dans lequel le pouvoir appartient à l'ensemble des citoyens.",
                    "Les institutions d'Athènes",
                    "Depuis les réformes de Clisthène (508-507 av. J.-C.), l'ecclésia, assemblée des citoyens, vote les lois ; la Boulè, conseil de 500 citoyens tirés au sort, les prépare. Périclès, stratège au milieu du Ve siècle av. J.-C., renforce la participation des plus pauvres.",
                    "Les femmes, les esclaves et les métèques sont exclus de la citoyenneté athénienne.",
                ],
                [
                    "Athenian democracy",
                    "Name the institutions of Athenian democracy and those excluded from it",
                    "Democracy",
                    "Democracy is a political system in which power belongs to all the citizens.",
                    "The institutions of Athens",
                    "Since the reforms of Cleisthenes (508-507 BC), the ecclesia, the assembly of the citizens, votes the laws; the Boule, a council of 500 citizens chosen by lot, prepares them. Pericles, strategos in the middle of the 5th century BC, strengthens the participation of the poorest.",
                    "Women, slaves and metics are excluded from Athenian citizenship.",
                ],
            ),
            notion(
                "empire-romain",
                "understand",
                [
                    "Rome, un empire méditerranéen",
                    "Expliquer comment Auguste fonde l'Empire et comment Rome intègre les peuples conquis",
                    "Romanisation",
                    "La romanisation est la diffusion de la langue, du mode de vie et des institutions de Rome dans les territoires conquis.",
                    "De la République à l'Empire",
                    "En 27 av. J.-C., Auguste devient le premier empereur en se présentant comme le princeps, le « premier des citoyens ». L'Empire s'étend autour de la Méditerranée ; en 212, l'édit de Caracalla accorde la citoyenneté romaine à tous les hommes libres de l'Empire.",
                    "L'Empire romain unifie le monde méditerranéen et y diffuse le modèle de Rome.",
                ],
                [
                    "Rome, a Mediterranean empire",
                    "Explain how Augustus founds the Empire and how Rome integrates the conquered peoples",
                    "Romanisation",
                    "Romanisation is the spread of the language, the way of life and the institutions of Rome in the conquered territories.",
                    "From Republic to Empire",
                    "In 27 BC, Augustus becomes the first emperor, presenting himself as the princeps, the “first of the citizens”. The Empire spreads around the Mediterranean; in 212, the edict of Caracalla grants Roman citizenship to all the free men of the Empire.",
                    "The Roman Empire unites the Mediterranean world and spreads the model of Rome across it.",
                ],
            ),
            notion(
                "empire-chretien",
                "understand",
                [
                    "Un empire qui devient chrétien",
                    "Décrire les étapes de la christianisation de l'Empire romain",
                    "",
                    "",
                    "De l'édit de Milan à Théodose",
                    "En 313, l'édit de Milan accorde la liberté de culte aux chrétiens ; Constantin, premier empereur chrétien, fonde Constantinople en 330 ; en 380, Théodose fait du christianisme la religion officielle. À sa mort, en 395, l'Empire est partagé entre l'Occident et l'Orient.",
                    "Au IVe siècle, l'Empire romain devient chrétien.",
                ],
                [
                    "An empire that becomes Christian",
                    "Describe the steps of the Christianisation of the Roman Empire",
                    "",
                    "",
                    "From the edict of Milan to Theodosius",
                    "In 313, the edict of Milan grants Christians freedom of worship; Constantine, the first Christian emperor, founds Constantinople in 330; in 380, Theodosius makes Christianity the official religion. At his death, in 395, the Empire is divided between West and East.",
                    "In the 4th century, the Roman Empire becomes Christian.",
                ],
            ),
        ],
    },
    Entry {
        chapters: &["histoire-geographie-2de-mediterranee-medievale"],
        title_en: "The medieval Mediterranean: a space of exchanges and conflicts between three civilisations",
        intro: [
            "Au Moyen Âge, trois civilisations se partagent la Méditerranée : l'Empire byzantin, le monde musulman et la chrétienté latine. Elles s'affrontent, des croisades à la prise de Constantinople, mais échangent aussi des marchandises et des savoirs.",
            "In the Middle Ages, three civilisations share the Mediterranean: the Byzantine Empire, the Muslim world and Latin Christendom. They clash, from the crusades to the fall of Constantinople, but also exchange goods and knowledge.",
        ],
        notions: &[
            notion(
                "trois-civilisations",
                "remember",
                [
                    "Trois civilisations autour de la Méditerranée",
                    "Identifier les trois civilisations de la Méditerranée médiévale",
                    "Schisme",
                    "Un schisme est une séparation au sein d'une Église : en 1054, l'Église catholique de Rome et l'Église orthodoxe de Constantinople se séparent.",
                    "Byzance, l'islam et la chrétienté latine",
                    "L'Empire byzantin, chrétien orthodoxe, est gouverné depuis Constantinople par le basileus ; le monde musulman, né après l'Hégire de 622, est organisé en califats ; la chrétienté latine reconnaît l'autorité du pape à Rome.",
                    "Byzantins, musulmans et chrétiens latins se partagent la Méditerranée médiévale.",
                ],
                [
                    "Three civilisations around the Mediterranean",
                    "Identify the three civilisations of the medieval Mediterranean",
                    "Schism",
                    "A schism is a split within a Church: in 1054, the Catholic Church of Rome and the Orthodox Church of Constantinople separate.",
                    "Byzantium, Islam and Latin Christendom",
                    "The Byzantine Empire, Orthodox Christian, is ruled from Constantinople by the basileus; the Muslim world, born after the Hijra of 622, is organised in caliphates; Latin Christendom recognises the authority of the pope in Rome.",
                    "Byzantines, Muslims and Latin Christians share the medieval Mediterranean.",
                ],
            ),
            notion(
                "croisades",
                "understand",
                [
                    "Les croisades",
                    "Expliquer ce que sont les croisades et leurs conséquences",
                    "Croisade",
                    "Une croisade est une expédition militaire de chrétiens d'Occident, lancée à l'appel du pape, pour prendre ou défendre Jérusalem et les lieux saints.",
                    "De Clermont à la chute de Constantinople",
                    "En 1095, le pape Urbain II appelle à la croisade à Clermont ; les croisés prennent Jérusalem en 1099. Bernard de Clairvaux prêche la deuxième croisade en 1146 ; Saladin reprend Jérusalem en 1187 ; en 1204, la quatrième croisade met Constantinople à sac. Les Ottomans de Mehmed II prennent la ville en 1453.",
                    "Les croisades opposent chrétiens et musulmans mais divisent aussi les chrétiens d'Orient et d'Occident.",
                ],
                [
                    "The crusades",
                    "Explain what the crusades are and what they lead to",
                    "Crusade",
                    "A crusade is a military expedition of Western Christians, launched at the pope's call, to take or defend Jerusalem and the holy places.",
                    "From Clermont to the fall of Constantinople",
                    "In 1095, Pope Urban II calls for the crusade at Clermont; the crusaders take Jerusalem in 1099. Bernard of Clairvaux preaches the Second Crusade in 1146; Saladin takes Jerusalem back in 1187; in 1204, the Fourth Crusade sacks Constantinople. The Ottomans of Mehmed II take the city in 1453.",
                    "The crusades set Christians against Muslims but also divide the Christians of East and West.",
                ],
            ),
            notion(
                "echanges",
                "understand",
                [
                    "Un espace d'échanges",
                    "Décrire les échanges commerciaux et culturels en Méditerranée",
                    "Comptoir",
                    "Un comptoir est un établissement de commerce installé par des marchands dans un port étranger.",
                    "Venise, puissance maritime et commerciale",
                    "Les cités marchandes italiennes, Venise, Gênes, Pise et Amalfi, commercent avec Byzance et le monde musulman grâce à leurs flottes et à leurs comptoirs : épices, soie et savoirs circulent d'une rive à l'autre.",
                    "Malgré les conflits, la Méditerranée reste un espace d'échanges.",
                ],
                [
                    "A space of exchanges",
                    "Describe the trade and cultural exchanges in the Mediterranean",
                    "Trading post",
                    "A trading post is a trading establishment set up by merchants in a foreign port.",
                    "Venice, a maritime and trading power",
                    "The Italian merchant cities, Venice, Genoa, Pisa and Amalfi, trade with Byzantium and the Muslim world thanks to their fleets and trading posts: spices, silk and knowledge travel from one shore to the other.",
                    "Despite the conflicts, the Mediterranean remains a space of exchanges.",
                ],
            ),
        ],
    },
];
