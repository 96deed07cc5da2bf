//! Histoire 6e (cycle 3, programme du BO n° 31 du 30 juillet 2020): the long history of
//! humankind, the first states and writings, the Greek cities.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// The 6e banks: a catalog entry's mode is the index of its chapter's bank here (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &HUMANITE,
    &NEOLITHIQUE,
    &PREMIERS_ETATS,
    &CITES_GRECQUES,
    &ROME,
    &MONOTHEISME,
    &EMPIRE_ROMAIN,
    &CHRETIENS,
    &ROME_HAN,
];

/// The family of the 6e banks.
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// Les débuts de l'humanité.
pub(crate) static HUMANITE: Bank = Bank {
    chapter: "histoire-geographie-6e-debuts-de-l-humanite",
    title: ["Les débuts de l'humanité", "The beginnings of humankind"],
    relations: &[
        Relation {
            name: ["Les mots de la Préhistoire", "The words of Prehistory"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Préhistoire", "Prehistory"],
                    [
                        "la période qui va de l'apparition des premiers humains à l'invention de l'écriture",
                        "the period from the appearance of the first humans to the invention of writing",
                    ],
                    ["Qu'est-ce que la Préhistoire ?", "What is Prehistory?"],
                    [
                        "Comment appelle-t-on la période qui va de l'apparition des premiers humains à l'invention de l'écriture ?",
                        "What is the period from the appearance of the first humans to the invention of writing called?",
                    ],
                ),
                pair(
                    ["le Paléolithique", "the Palaeolithic"],
                    [
                        "l'âge de la pierre taillée, la plus longue période de la Préhistoire",
                        "the Old Stone Age, the longest period of Prehistory",
                    ],
                    [
                        "Qu'est-ce que le Paléolithique ?",
                        "What is the Palaeolithic?",
                    ],
                    [
                        "Comment appelle-t-on l'âge de la pierre taillée, la plus longue période de la Préhistoire ?",
                        "What is the Old Stone Age, the longest period of Prehistory, called?",
                    ],
                ),
                pair(
                    ["un nomade", "a nomad"],
                    [
                        "une personne qui se déplace d'un lieu à l'autre, sans habitat fixe",
                        "a person who moves from place to place, with no fixed home",
                    ],
                    ["Qu'est-ce qu'un nomade ?", "What is a nomad?"],
                    [
                        "Comment appelle-t-on une personne qui se déplace d'un lieu à l'autre, sans habitat fixe ?",
                        "What is a person who moves from place to place, with no fixed home, called?",
                    ],
                ),
                pair(
                    ["un chasseur-cueilleur", "a hunter-gatherer"],
                    [
                        "un être humain qui vit de la chasse, de la pêche et de la cueillette",
                        "a human being who lives by hunting, fishing and gathering",
                    ],
                    [
                        "Qu'est-ce qu'un chasseur-cueilleur ?",
                        "What is a hunter-gatherer?",
                    ],
                    [
                        "Comment appelle-t-on un être humain qui vit de la chasse, de la pêche et de la cueillette ?",
                        "What is a human being who lives by hunting, fishing and gathering called?",
                    ],
                ),
                pair(
                    ["un biface", "a hand axe"],
                    [
                        "un outil de pierre taillé sur ses deux faces",
                        "a stone tool shaped on both its faces",
                    ],
                    ["Qu'est-ce qu'un biface ?", "What is a hand axe?"],
                    [
                        "Comment appelle-t-on un outil de pierre taillé sur ses deux faces ?",
                        "What is a stone tool shaped on both its faces called?",
                    ],
                ),
                pair(
                    ["l'art pariétal", "cave art"],
                    [
                        "les peintures et les gravures réalisées sur les parois des grottes",
                        "the paintings and engravings made on the walls of caves",
                    ],
                    ["Qu'est-ce que l'art pariétal ?", "What is cave art?"],
                    [
                        "Comment appelle-t-on les peintures et les gravures réalisées sur les parois des grottes ?",
                        "What are the paintings and engravings made on the walls of caves called?",
                    ],
                ),
                pair(
                    ["Homo sapiens", "Homo sapiens"],
                    [
                        "l'espèce humaine actuelle, apparue en Afrique il y a environ 300\u{202f}000 ans",
                        "the present human species, which appeared in Africa about 300,000 years ago",
                    ],
                    ["Qu'est-ce qu'Homo sapiens ?", "What is Homo sapiens?"],
                    [
                        "Comment appelle-t-on l'espèce humaine actuelle, apparue en Afrique il y a environ 300\u{202f}000 ans ?",
                        "What is the present human species, which appeared in Africa about 300,000 years ago, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les grandes découvertes", "The great discoveries"],
            matching: [
                "Associe chaque site ou fossile à sa description.",
                "Match each site or fossil with its description.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la grotte de Lascaux", "the Lascaux cave"],
                    [
                        "une grotte ornée de Dordogne, découverte en 1940",
                        "a painted cave in the Dordogne, discovered in 1940",
                    ],
                    [
                        "Qu'est-ce que la grotte de Lascaux ?",
                        "What is the Lascaux cave?",
                    ],
                    [
                        "Quelle grotte ornée de Dordogne a été découverte en 1940 ?",
                        "Which painted cave in the Dordogne was discovered in 1940?",
                    ],
                ),
                pair(
                    ["la grotte Chauvet", "the Chauvet cave"],
                    [
                        "une grotte ornée d'Ardèche, découverte en 1994, aux peintures parmi les plus anciennes connues",
                        "a painted cave in the Ardèche, discovered in 1994, with some of the oldest paintings known",
                    ],
                    [
                        "Qu'est-ce que la grotte Chauvet ?",
                        "What is the Chauvet cave?",
                    ],
                    [
                        "Quelle grotte ornée d'Ardèche, découverte en 1994, a des peintures parmi les plus anciennes connues ?",
                        "Which painted cave in the Ardèche, discovered in 1994, has some of the oldest paintings known?",
                    ],
                ),
                pair(
                    ["la grotte Cosquer", "the Cosquer cave"],
                    [
                        "une grotte ornée près de Marseille, dont l'entrée est aujourd'hui sous la mer",
                        "a painted cave near Marseille, whose entrance is now under the sea",
                    ],
                    [
                        "Qu'est-ce que la grotte Cosquer ?",
                        "What is the Cosquer cave?",
                    ],
                    [
                        "Quelle grotte ornée, près de Marseille, a son entrée aujourd'hui sous la mer ?",
                        "Which painted cave, near Marseille, has its entrance now under the sea?",
                    ],
                ),
                pair(
                    ["l'Homme de Tautavel", "Tautavel Man"],
                    [
                        "un crâne humain d'environ 450\u{202f}000 ans, trouvé en 1971 dans une grotte des Pyrénées-Orientales",
                        "a human skull about 450,000 years old, found in 1971 in a cave of the Pyrénées-Orientales",
                    ],
                    [
                        "Qu'est-ce que l'Homme de Tautavel ?",
                        "What is Tautavel Man?",
                    ],
                    [
                        "Quel fossile est un crâne humain d'environ 450\u{202f}000 ans, trouvé en 1971 dans les Pyrénées-Orientales ?",
                        "Which fossil is a human skull about 450,000 years old, found in 1971 in the Pyrénées-Orientales?",
                    ],
                ),
                pair(
                    ["Lucy", "Lucy"],
                    [
                        "un squelette d'australopithèque d'environ 3,2 millions d'années, découvert en Éthiopie en 1974",
                        "an australopithecine skeleton about 3.2 million years old, discovered in Ethiopia in 1974",
                    ],
                    ["Qui est Lucy ?", "Who is Lucy?"],
                    [
                        "Quel fossile est un squelette d'australopithèque d'environ 3,2 millions d'années, découvert en Éthiopie en 1974 ?",
                        "Which fossil is an australopithecine skeleton about 3.2 million years old, discovered in Ethiopia in 1974?",
                    ],
                ),
                pair(
                    ["Toumaï", "Toumaï"],
                    [
                        "un crâne d'environ 7 millions d'années, découvert au Tchad en 2001",
                        "a skull about 7 million years old, discovered in Chad in 2001",
                    ],
                    ["Qu'est-ce que Toumaï ?", "What is Toumaï?"],
                    [
                        "Quel fossile est un crâne d'environ 7 millions d'années, découvert au Tchad en 2001 ?",
                        "Which fossil is a skull about 7 million years old, discovered in Chad in 2001?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les grottes ornées", "Painted caves"],
            which: [
                "Parmi ces sites, lesquels sont des grottes ornées de peintures préhistoriques ?",
                "Which of these sites are caves painted in Prehistory?",
            ],
            which_not: [
                "Parmi ces sites, lesquels ne sont pas des grottes ornées de peintures préhistoriques ?",
                "Which of these sites are not caves painted in Prehistory?",
            ],
            members: &[
                ["la grotte de Lascaux", "the Lascaux cave"],
                ["la grotte Chauvet", "the Chauvet cave"],
                ["la grotte Cosquer", "the Cosquer cave"],
            ],
            others: &[
                ["les alignements de Carnac", "the Carnac stones"],
                ["Stonehenge", "Stonehenge"],
                ["les pyramides de Gizeh", "the pyramids of Giza"],
            ],
        },
        Group {
            name: [
                "Les outils du Paléolithique",
                "The tools of the Palaeolithic",
            ],
            which: [
                "Parmi ces outils, lesquels les humains du Paléolithique utilisaient-ils déjà ?",
                "Which of these tools did the humans of the Palaeolithic already use?",
            ],
            which_not: [
                "Parmi ces outils, lesquels les humains du Paléolithique n'utilisaient-ils pas encore ?",
                "Which of these tools did the humans of the Palaeolithic not use yet?",
            ],
            members: &[
                ["le biface", "the hand axe"],
                ["le propulseur", "the spear-thrower"],
                ["l'aiguille à chas", "the eyed needle"],
            ],
            others: &[
                ["la hache en pierre polie", "the polished stone axe"],
                ["l'araire", "the ard plough"],
                ["la roue", "the wheel"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La frise de la Préhistoire", "The timeline of Prehistory"],
        order: [
            "Range ces faits dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these facts in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces faits du plus récent au plus ancien.",
            "Put these facts in order from the latest to the earliest.",
        ],
        next: [
            "Sur la frise de la Préhistoire, quel fait vient juste après celui-ci : « {} » ?",
            "On the timeline of Prehistory, which fact comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "Lucy vit en Afrique de l'Est (il y a environ 3,2 millions d'années)",
                "Lucy lives in East Africa (about 3.2 million years ago)",
            ],
            [
                "l'Homme de Tautavel vit dans les Pyrénées (il y a environ 450\u{202f}000 ans)",
                "Tautavel Man lives in the Pyrenees (about 450,000 years ago)",
            ],
            [
                "Homo sapiens apparaît en Afrique (il y a environ 300\u{202f}000 ans)",
                "Homo sapiens appears in Africa (about 300,000 years ago)",
            ],
            [
                "les peintures de la grotte Chauvet (il y a environ 36\u{202f}000 ans)",
                "the paintings of the Chauvet cave (about 36,000 years ago)",
            ],
            [
                "les peintures de la grotte de Lascaux (il y a environ 18\u{202f}000 ans)",
                "the paintings of the Lascaux cave (about 18,000 years ago)",
            ],
            [
                "l'invention de l'écriture en Mésopotamie (vers 3300 av. J.-C.)",
                "the invention of writing in Mesopotamia (around 3300 BC)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la grotte de Lascaux a-t-elle été découverte ?",
                "In which year was the Lascaux cave discovered?",
            ],
            [
                "la découverte de la grotte de Lascaux",
                "the discovery of the Lascaux cave",
            ],
            1940.0,
        ),
        year(
            [
                "En quelle année le squelette de Lucy a-t-il été découvert en Éthiopie ?",
                "In which year was Lucy's skeleton discovered in Ethiopia?",
            ],
            ["la découverte de Lucy", "the discovery of Lucy"],
            1974.0,
        ),
        year(
            [
                "En quelle année la grotte Chauvet a-t-elle été découverte ?",
                "In which year was the Chauvet cave discovered?",
            ],
            [
                "la découverte de la grotte Chauvet",
                "the discovery of the Chauvet cave",
            ],
            1994.0,
        ),
        year(
            [
                "En quelle année le crâne de l'Homme de Tautavel a-t-il été trouvé ?",
                "In which year was the skull of Tautavel Man found?",
            ],
            [
                "la découverte de l'Homme de Tautavel",
                "the discovery of Tautavel Man",
            ],
            1971.0,
        ),
    ],
    diagrams: &[],
};

/// La « révolution » néolithique.
pub(crate) static NEOLITHIQUE: Bank = Bank {
    chapter: "histoire-geographie-6e-revolution-neolithique",
    title: ["La révolution néolithique", "The Neolithic revolution"],
    relations: &[
        Relation {
            name: ["Les mots du Néolithique", "The words of the Neolithic"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Néolithique", "the Neolithic"],
                    [
                        "la période de la Préhistoire où les humains deviennent agriculteurs et éleveurs",
                        "the period of Prehistory when humans become farmers and herders",
                    ],
                    ["Qu'est-ce que le Néolithique ?", "What is the Neolithic?"],
                    [
                        "Comment appelle-t-on la période de la Préhistoire où les humains deviennent agriculteurs et éleveurs ?",
                        "What is the period of Prehistory when humans become farmers and herders called?",
                    ],
                ),
                pair(
                    ["la sédentarisation", "settling down"],
                    [
                        "le fait de s'installer durablement dans un lieu fixe, comme un village",
                        "the act of settling for good in a fixed place, such as a village",
                    ],
                    [
                        "Qu'est-ce que la sédentarisation ?",
                        "What is settling down?",
                    ],
                    [
                        "Comment appelle-t-on le fait de s'installer durablement dans un lieu fixe, comme un village ?",
                        "What is the act of settling for good in a fixed place, such as a village, called?",
                    ],
                ),
                pair(
                    ["la domestication", "domestication"],
                    [
                        "la transformation par les humains de plantes et d'animaux sauvages en espèces cultivées ou élevées",
                        "the changing by humans of wild plants and animals into farmed species",
                    ],
                    ["Qu'est-ce que la domestication ?", "What is domestication?"],
                    [
                        "Comment appelle-t-on la transformation par les humains de plantes et d'animaux sauvages en espèces cultivées ou élevées ?",
                        "What is the changing by humans of wild plants and animals into farmed species called?",
                    ],
                ),
                pair(
                    ["l'agriculture", "farming"],
                    [
                        "la culture de la terre pour produire des plantes utiles, comme les céréales",
                        "the working of the land to grow useful plants, such as cereals",
                    ],
                    ["Qu'est-ce que l'agriculture ?", "What is farming?"],
                    [
                        "Comment appelle-t-on la culture de la terre pour produire des plantes utiles, comme les céréales ?",
                        "What is the working of the land to grow useful plants, such as cereals, called?",
                    ],
                ),
                pair(
                    ["l'élevage", "herding"],
                    [
                        "le fait de nourrir et de faire se reproduire des animaux pour leur viande, leur lait ou leur laine",
                        "the keeping and breeding of animals for their meat, their milk or their wool",
                    ],
                    ["Qu'est-ce que l'élevage ?", "What is herding?"],
                    [
                        "Comment appelle-t-on le fait de nourrir et de faire se reproduire des animaux pour leur viande, leur lait ou leur laine ?",
                        "What is the keeping and breeding of animals for their meat, their milk or their wool called?",
                    ],
                ),
                pair(
                    ["un menhir", "a menhir"],
                    [
                        "une grande pierre dressée verticalement",
                        "a large stone set upright",
                    ],
                    ["Qu'est-ce qu'un menhir ?", "What is a menhir?"],
                    [
                        "Comment appelle-t-on une grande pierre dressée verticalement ?",
                        "What is a large stone set upright called?",
                    ],
                ),
                pair(
                    ["un dolmen", "a dolmen"],
                    [
                        "une tombe faite de grandes dalles de pierre posées sur des pierres dressées",
                        "a tomb made of large stone slabs laid on upright stones",
                    ],
                    ["Qu'est-ce qu'un dolmen ?", "What is a dolmen?"],
                    [
                        "Comment appelle-t-on une tombe faite de grandes dalles de pierre posées sur des pierres dressées ?",
                        "What is a tomb made of large stone slabs laid on upright stones called?",
                    ],
                ),
                pair(
                    ["la poterie", "pottery"],
                    [
                        "la fabrication de récipients en terre cuite pour conserver et cuire les aliments",
                        "the making of fired clay vessels to store and cook food",
                    ],
                    ["Qu'est-ce que la poterie ?", "What is pottery?"],
                    [
                        "Comment appelle-t-on la fabrication de récipients en terre cuite pour conserver et cuire les aliments ?",
                        "What is the making of fired clay vessels to store and cook food called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les lieux du Néolithique", "The places of the Neolithic"],
            matching: [
                "Associe chaque lieu à sa description.",
                "Match each place with its description.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["le Croissant fertile", "the Fertile Crescent"],
                    [
                        "la région du Proche-Orient où apparaissent les premiers villages d'agriculteurs",
                        "the region of the Near East where the first farming villages appear",
                    ],
                    [
                        "Qu'est-ce que le Croissant fertile ?",
                        "What is the Fertile Crescent?",
                    ],
                    [
                        "Dans quelle région du Proche-Orient apparaissent les premiers villages d'agriculteurs ?",
                        "In which region of the Near East do the first farming villages appear?",
                    ],
                ),
                pair(
                    ["Çatal Höyük", "Çatalhöyük"],
                    [
                        "un grand village néolithique d'Anatolie (l'actuelle Turquie), aux maisons serrées où l'on entre par le toit",
                        "a large Neolithic village in Anatolia (today's Turkey), with packed houses entered through the roof",
                    ],
                    ["Qu'est-ce que Çatal Höyük ?", "What is Çatalhöyük?"],
                    [
                        "Quel grand village néolithique d'Anatolie a des maisons serrées où l'on entre par le toit ?",
                        "Which large Neolithic village in Anatolia has packed houses entered through the roof?",
                    ],
                ),
                pair(
                    ["Jéricho", "Jericho"],
                    [
                        "un village néolithique de la vallée du Jourdain, entouré d'un mur et doté d'une tour de pierre",
                        "a Neolithic village of the Jordan valley, surrounded by a wall and with a stone tower",
                    ],
                    [
                        "Qu'est-ce que Jéricho au Néolithique ?",
                        "What is Jericho in the Neolithic?",
                    ],
                    [
                        "Quel village néolithique de la vallée du Jourdain est entouré d'un mur et doté d'une tour de pierre ?",
                        "Which Neolithic village of the Jordan valley is surrounded by a wall and has a stone tower?",
                    ],
                ),
                pair(
                    ["Carnac", "Carnac"],
                    [
                        "un site de Bretagne aux milliers de menhirs alignés",
                        "a site in Brittany with thousands of menhirs in rows",
                    ],
                    ["Qu'est-ce que Carnac ?", "What is Carnac?"],
                    [
                        "Quel site de Bretagne compte des milliers de menhirs alignés ?",
                        "Which site in Brittany has thousands of menhirs in rows?",
                    ],
                ),
                pair(
                    ["Stonehenge", "Stonehenge"],
                    [
                        "un monument d'Angleterre fait de grandes pierres dressées en cercle",
                        "a monument in England made of large stones set up in a circle",
                    ],
                    ["Qu'est-ce que Stonehenge ?", "What is Stonehenge?"],
                    [
                        "Quel monument d'Angleterre est fait de grandes pierres dressées en cercle ?",
                        "Which monument in England is made of large stones set up in a circle?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les nouveautés du Néolithique",
                "The novelties of the Neolithic",
            ],
            which: [
                "Parmi ces techniques et ces outils, lesquels apparaissent au Néolithique au Proche-Orient et en Europe ?",
                "Which of these techniques and tools appear in the Neolithic in the Near East and Europe?",
            ],
            which_not: [
                "Parmi ces techniques et ces outils, lesquels n'apparaissent pas au Néolithique au Proche-Orient et en Europe ?",
                "Which of these techniques and tools do not appear in the Neolithic in the Near East and Europe?",
            ],
            members: &[
                ["la poterie", "pottery"],
                ["la hache en pierre polie", "the polished stone axe"],
                ["le métier à tisser", "the loom"],
                ["la faucille", "the sickle"],
            ],
            others: &[
                ["le biface", "the hand axe"],
                ["le propulseur", "the spear-thrower"],
                ["la maîtrise du feu", "the control of fire"],
            ],
        },
        Group {
            name: ["Les premiers animaux d'élevage", "The first farm animals"],
            which: [
                "Parmi ces animaux, lesquels les premiers éleveurs du Proche-Orient ont-ils domestiqués ?",
                "Which of these animals did the first herders of the Near East domesticate?",
            ],
            which_not: [
                "Parmi ces animaux, lesquels les premiers éleveurs du Proche-Orient n'ont-ils pas domestiqués ?",
                "Which of these animals did the first herders of the Near East not domesticate?",
            ],
            members: &[
                ["la chèvre", "the goat"],
                ["le mouton", "the sheep"],
                ["le bœuf", "the ox"],
                ["le porc", "the pig"],
            ],
            others: &[
                ["le mammouth", "the mammoth"],
                ["le lion", "the lion"],
                ["le renne", "the reindeer"],
            ],
        },
        Group {
            name: ["Les premières plantes cultivées", "The first crops"],
            which: [
                "Parmi ces plantes, lesquelles les premiers agriculteurs du Proche-Orient ont-ils cultivées ?",
                "Which of these plants did the first farmers of the Near East grow?",
            ],
            which_not: [
                "Parmi ces plantes, lesquelles les premiers agriculteurs du Proche-Orient n'ont-ils pas cultivées ?",
                "Which of these plants did the first farmers of the Near East not grow?",
            ],
            members: &[
                ["le blé", "wheat"],
                ["l'orge", "barley"],
                ["la lentille", "the lentil"],
                ["le pois", "the pea"],
            ],
            others: &[
                ["le maïs", "maize"],
                ["la pomme de terre", "the potato"],
                ["la tomate", "the tomato"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La frise du Néolithique", "The timeline of the Neolithic"],
        order: [
            "Range ces faits dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these facts in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces faits du plus récent au plus ancien.",
            "Put these facts in order from the latest to the earliest.",
        ],
        next: [
            "Sur la frise du Néolithique, quel fait vient juste après celui-ci : « {} » ?",
            "On the timeline of the Neolithic, which fact comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "les premiers villages d'agriculteurs au Proche-Orient (vers 10\u{202f}000 av. J.-C.)",
                "the first farming villages in the Near East (around 10,000 BC)",
            ],
            [
                "le grand village de Çatal Höyük en Anatolie (vers 7000 av. J.-C.)",
                "the large village of Çatalhöyük in Anatolia (around 7000 BC)",
            ],
            [
                "les premiers agriculteurs sur le territoire de la France actuelle (vers 6000 av. J.-C.)",
                "the first farmers in what is now France (around 6000 BC)",
            ],
            [
                "les premiers alignements de menhirs de Carnac (vers 4500 av. J.-C.)",
                "the first rows of menhirs at Carnac (around 4500 BC)",
            ],
            [
                "l'invention de l'écriture en Mésopotamie (vers 3300 av. J.-C.)",
                "the invention of writing in Mesopotamia (around 3300 BC)",
            ],
            [
                "l'érection des grandes pierres de Stonehenge (vers 2500 av. J.-C.)",
                "the raising of the great stones of Stonehenge (around 2500 BC)",
            ],
        ],
    }],
    numbers: &[year(
        [
            "Ötzi est un homme mort dans les Alpes vers 3300 av. J.-C. En quelle année son corps a-t-il été découvert ?",
            "Ötzi is a man who died in the Alps around 3300 BC. In which year was his body discovered?",
        ],
        ["la découverte d'Ötzi", "the discovery of Ötzi"],
        1991.0,
    )],
    diagrams: &[],
};

/// Premiers États, premières écritures.
pub(crate) static PREMIERS_ETATS: Bank = Bank {
    chapter: "histoire-geographie-6e-premiers-etats-premieres-ecritures",
    title: [
        "Premiers États, premières écritures",
        "First states, first writings",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots des premiers États",
                "The words of the first states",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'écriture cunéiforme", "cuneiform writing"],
                    [
                        "l'écriture faite de signes en forme de clous, tracés dans l'argile en Mésopotamie",
                        "the writing made of wedge-shaped signs, pressed into clay in Mesopotamia",
                    ],
                    [
                        "Qu'est-ce que l'écriture cunéiforme ?",
                        "What is cuneiform writing?",
                    ],
                    [
                        "Comment appelle-t-on l'écriture faite de signes en forme de clous, tracés dans l'argile en Mésopotamie ?",
                        "What is the writing made of wedge-shaped signs, pressed into clay in Mesopotamia, called?",
                    ],
                ),
                pair(
                    ["les hiéroglyphes", "hieroglyphs"],
                    [
                        "les signes de l'écriture sacrée des anciens Égyptiens",
                        "the signs of the sacred writing of the ancient Egyptians",
                    ],
                    ["Que sont les hiéroglyphes ?", "What are hieroglyphs?"],
                    [
                        "Comment appelle-t-on les signes de l'écriture sacrée des anciens Égyptiens ?",
                        "What are the signs of the sacred writing of the ancient Egyptians called?",
                    ],
                ),
                pair(
                    ["un État", "a state"],
                    [
                        "une organisation qui gouverne un territoire et sa population, avec des lois, des impôts et une armée",
                        "an organisation that governs a territory and its people, with laws, taxes and an army",
                    ],
                    ["Qu'est-ce qu'un État ?", "What is a state?"],
                    [
                        "Comment appelle-t-on une organisation qui gouverne un territoire et sa population, avec des lois, des impôts et une armée ?",
                        "What is an organisation that governs a territory and its people, with laws, taxes and an army, called?",
                    ],
                ),
                pair(
                    ["un pharaon", "a pharaoh"],
                    [
                        "le roi de l'Égypte ancienne, considéré comme un dieu vivant",
                        "the king of ancient Egypt, seen as a living god",
                    ],
                    ["Qu'est-ce qu'un pharaon ?", "What is a pharaoh?"],
                    [
                        "Comment appelle-t-on le roi de l'Égypte ancienne, considéré comme un dieu vivant ?",
                        "What is the king of ancient Egypt, seen as a living god, called?",
                    ],
                ),
                pair(
                    ["un scribe", "a scribe"],
                    [
                        "un fonctionnaire qui sait lire et écrire, chargé de tenir les comptes et de rédiger les documents",
                        "an official who can read and write, in charge of keeping the accounts and writing the documents",
                    ],
                    ["Qu'est-ce qu'un scribe ?", "What is a scribe?"],
                    [
                        "Comment appelle-t-on un fonctionnaire qui sait lire et écrire, chargé de tenir les comptes et de rédiger les documents ?",
                        "What is an official who can read and write, in charge of keeping the accounts and writing the documents, called?",
                    ],
                ),
                pair(
                    ["une cité-État", "a city-state"],
                    [
                        "une ville indépendante qui gouverne le territoire qui l'entoure, comme Ur ou Uruk",
                        "an independent city that governs the land around it, such as Ur or Uruk",
                    ],
                    ["Qu'est-ce qu'une cité-État ?", "What is a city-state?"],
                    [
                        "Comment appelle-t-on une ville indépendante qui gouverne le territoire qui l'entoure, comme Ur ou Uruk ?",
                        "What is an independent city that governs the land around it, such as Ur or Uruk, called?",
                    ],
                ),
                pair(
                    ["le papyrus", "papyrus"],
                    [
                        "un support d'écriture fabriqué avec une plante qui pousse au bord du Nil",
                        "a writing material made from a plant that grows along the Nile",
                    ],
                    ["Qu'est-ce que le papyrus ?", "What is papyrus?"],
                    [
                        "Comment appelle-t-on le support d'écriture fabriqué avec une plante qui pousse au bord du Nil ?",
                        "What is the writing material made from a plant that grows along the Nile called?",
                    ],
                ),
                pair(
                    ["une ziggourat", "a ziggurat"],
                    [
                        "une tour à étages surmontée d'un temple, en Mésopotamie",
                        "a stepped tower topped by a temple, in Mesopotamia",
                    ],
                    ["Qu'est-ce qu'une ziggourat ?", "What is a ziggurat?"],
                    [
                        "Comment appelle-t-on une tour à étages surmontée d'un temple, en Mésopotamie ?",
                        "What is a stepped tower topped by a temple, in Mesopotamia, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qui le rend célèbre.",
                "Match each person with what made them famous.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Hammurabi", "Hammurabi"],
                    [
                        "le roi de Babylone qui fait graver un code de lois sur une stèle, vers 1750 av. J.-C.",
                        "the king of Babylon who has a code of laws carved on a stele, around 1750 BC",
                    ],
                    ["Qui était Hammurabi ?", "Who was Hammurabi?"],
                    [
                        "Quel roi de Babylone fait graver un code de lois sur une stèle, vers 1750 av. J.-C. ?",
                        "Which king of Babylon has a code of laws carved on a stele, around 1750 BC?",
                    ],
                ),
                pair(
                    ["Gilgamesh", "Gilgamesh"],
                    [
                        "le roi légendaire d'Uruk, héros de l'une des plus anciennes épopées écrites",
                        "the legendary king of Uruk, hero of one of the oldest written epics",
                    ],
                    ["Qui était Gilgamesh ?", "Who was Gilgamesh?"],
                    [
                        "Quel roi légendaire d'Uruk est le héros de l'une des plus anciennes épopées écrites ?",
                        "Which legendary king of Uruk is the hero of one of the oldest written epics?",
                    ],
                ),
                pair(
                    ["Khéops", "Khufu"],
                    [
                        "le pharaon pour qui a été bâtie la plus grande pyramide de Gizeh",
                        "the pharaoh for whom the largest pyramid of Giza was built",
                    ],
                    ["Qui était Khéops ?", "Who was Khufu?"],
                    [
                        "Pour quel pharaon a été bâtie la plus grande pyramide de Gizeh ?",
                        "For which pharaoh was the largest pyramid of Giza built?",
                    ],
                ),
                pair(
                    ["Ramsès II", "Ramesses II"],
                    [
                        "le pharaon qui fait creuser les temples d'Abou Simbel au XIIIe siècle av. J.-C.",
                        "the pharaoh who has the temples of Abu Simbel carved in the 13th century BC",
                    ],
                    ["Qui était Ramsès II ?", "Who was Ramesses II?"],
                    [
                        "Quel pharaon fait creuser les temples d'Abou Simbel au XIIIe siècle av. J.-C. ?",
                        "Which pharaoh has the temples of Abu Simbel carved in the 13th century BC?",
                    ],
                ),
                pair(
                    ["Toutankhamon", "Tutankhamun"],
                    [
                        "le jeune pharaon dont le tombeau presque intact a été découvert en 1922",
                        "the young pharaoh whose almost untouched tomb was discovered in 1922",
                    ],
                    ["Qui était Toutankhamon ?", "Who was Tutankhamun?"],
                    [
                        "Quel jeune pharaon a un tombeau presque intact, découvert en 1922 ?",
                        "Which young pharaoh has an almost untouched tomb, discovered in 1922?",
                    ],
                ),
                pair(
                    ["Champollion", "Champollion"],
                    [
                        "le savant français qui déchiffre les hiéroglyphes en 1822",
                        "the French scholar who deciphers hieroglyphs in 1822",
                    ],
                    ["Qui était Champollion ?", "Who was Champollion?"],
                    [
                        "Quel savant français déchiffre les hiéroglyphes en 1822 ?",
                        "Which French scholar deciphers hieroglyphs in 1822?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["La Mésopotamie", "Mesopotamia"],
            which: [
                "Parmi ces éléments, lesquels appartiennent à la Mésopotamie ancienne ?",
                "Which of these belong to ancient Mesopotamia?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels n'appartiennent pas à la Mésopotamie ancienne ?",
                "Which of these do not belong to ancient Mesopotamia?",
            ],
            members: &[
                ["l'écriture cunéiforme", "cuneiform writing"],
                ["la ville d'Uruk", "the city of Uruk"],
                ["le code de Hammurabi", "the code of Hammurabi"],
                ["l'Euphrate", "the Euphrates"],
            ],
            others: &[
                ["les hiéroglyphes", "hieroglyphs"],
                ["les pyramides de Gizeh", "the pyramids of Giza"],
                ["le Nil", "the Nile"],
                ["le pharaon", "the pharaoh"],
            ],
        },
        Group {
            name: ["La pierre de Rosette", "The Rosetta Stone"],
            which: [
                "Parmi ces écritures, lesquelles sont gravées sur la pierre de Rosette ?",
                "Which of these scripts are carved on the Rosetta Stone?",
            ],
            which_not: [
                "Parmi ces écritures, lesquelles ne sont pas gravées sur la pierre de Rosette ?",
                "Which of these scripts are not carved on the Rosetta Stone?",
            ],
            members: &[
                ["les hiéroglyphes", "hieroglyphs"],
                ["l'écriture démotique", "demotic script"],
                ["l'alphabet grec", "the Greek alphabet"],
            ],
            others: &[
                ["l'écriture cunéiforme", "cuneiform writing"],
                ["l'alphabet latin", "the Latin alphabet"],
                ["les caractères chinois", "Chinese characters"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La frise des premiers États",
            "The timeline of the first states",
        ],
        order: [
            "Range ces faits dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these facts in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces faits du plus récent au plus ancien.",
            "Put these facts in order from the latest to the earliest.",
        ],
        next: [
            "Sur la frise des premiers États, quel fait vient juste après celui-ci : « {} » ?",
            "On the timeline of the first states, which fact comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'invention de l'écriture en Mésopotamie (vers 3300 av. J.-C.)",
                "the invention of writing in Mesopotamia (around 3300 BC)",
            ],
            [
                "l'unification de l'Égypte sous un seul roi (vers 3100 av. J.-C.)",
                "the unification of Egypt under one king (around 3100 BC)",
            ],
            [
                "la construction de la pyramide de Khéops (vers 2560 av. J.-C.)",
                "the building of the pyramid of Khufu (around 2560 BC)",
            ],
            [
                "le code de Hammurabi (vers 1750 av. J.-C.)",
                "the code of Hammurabi (around 1750 BC)",
            ],
            [
                "le règne de Ramsès II (XIIIe siècle av. J.-C.)",
                "the reign of Ramesses II (13th century BC)",
            ],
            [
                "la découverte de la pierre de Rosette (1799)",
                "the discovery of the Rosetta Stone (1799)",
            ],
            [
                "le déchiffrement des hiéroglyphes par Champollion (1822)",
                "Champollion's deciphering of hieroglyphs (1822)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la pierre de Rosette a-t-elle été découverte en Égypte ?",
                "In which year was the Rosetta Stone discovered in Egypt?",
            ],
            [
                "la découverte de la pierre de Rosette",
                "the discovery of the Rosetta Stone",
            ],
            1799.0,
        ),
        year(
            [
                "En quelle année Champollion a-t-il déchiffré les hiéroglyphes ?",
                "In which year did Champollion decipher hieroglyphs?",
            ],
            [
                "le déchiffrement des hiéroglyphes",
                "the deciphering of hieroglyphs",
            ],
            1822.0,
        ),
        year(
            [
                "En quelle année le tombeau de Toutankhamon a-t-il été découvert ?",
                "In which year was the tomb of Tutankhamun discovered?",
            ],
            [
                "la découverte du tombeau de Toutankhamon",
                "the discovery of Tutankhamun's tomb",
            ],
            1922.0,
        ),
    ],
    diagrams: &[],
};

/// Le monde des cités grecques.
pub(crate) static CITES_GRECQUES: Bank = Bank {
    chapter: "histoire-geographie-6e-le-monde-des-cites-grecques",
    title: [
        "Le monde des cités grecques",
        "The world of the Greek cities",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots des cités grecques",
                "The words of the Greek cities",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une cité", "a city-state"],
                    [
                        "une communauté de citoyens indépendante, avec sa ville, son territoire, ses lois et ses dieux",
                        "an independent community of citizens, with its town, its land, its laws and its gods",
                    ],
                    [
                        "Qu'est-ce qu'une cité dans le monde grec ?",
                        "What is a city-state in the Greek world?",
                    ],
                    [
                        "Comment appelle-t-on, dans le monde grec, une communauté de citoyens indépendante, avec sa ville, son territoire, ses lois et ses dieux ?",
                        "In the Greek world, what is an independent community of citizens, with its town, its land, its laws and its gods, called?",
                    ],
                ),
                pair(
                    ["la démocratie", "democracy"],
                    [
                        "un régime politique où le pouvoir appartient à l'ensemble des citoyens",
                        "a political system in which power belongs to all the citizens",
                    ],
                    ["Qu'est-ce que la démocratie ?", "What is democracy?"],
                    [
                        "Comment appelle-t-on un régime politique où le pouvoir appartient à l'ensemble des citoyens ?",
                        "What is a political system in which power belongs to all the citizens called?",
                    ],
                ),
                pair(
                    ["un citoyen athénien", "an Athenian citizen"],
                    [
                        "un homme libre, né de parents athéniens, qui participe à la vie politique de la cité",
                        "a free man, born of Athenian parents, who takes part in the political life of the city",
                    ],
                    [
                        "Qu'est-ce qu'un citoyen athénien au Ve siècle av. J.-C. ?",
                        "What is an Athenian citizen in the 5th century BC?",
                    ],
                    [
                        "À Athènes, au Ve siècle av. J.-C., comment appelle-t-on un homme libre, né de parents athéniens, qui participe à la vie politique de la cité ?",
                        "In Athens, in the 5th century BC, what is a free man, born of Athenian parents, who takes part in the political life of the city called?",
                    ],
                ),
                pair(
                    ["un métèque", "a metic"],
                    [
                        "un étranger libre installé à Athènes, qui n'a pas de droits politiques",
                        "a free foreigner living in Athens, who has no political rights",
                    ],
                    ["Qu'est-ce qu'un métèque ?", "What is a metic?"],
                    [
                        "Comment appelle-t-on un étranger libre installé à Athènes, qui n'a pas de droits politiques ?",
                        "What is a free foreigner living in Athens, who has no political rights, called?",
                    ],
                ),
                pair(
                    ["l'Ecclésia", "the Ecclesia"],
                    [
                        "l'assemblée des citoyens d'Athènes, qui vote les lois et décide de la guerre et de la paix",
                        "the assembly of the citizens of Athens, which votes the laws and decides on war and peace",
                    ],
                    ["Qu'est-ce que l'Ecclésia ?", "What is the Ecclesia?"],
                    [
                        "Comment appelle-t-on l'assemblée des citoyens d'Athènes, qui vote les lois et décide de la guerre et de la paix ?",
                        "What is the assembly of the citizens of Athens, which votes the laws and decides on war and peace, called?",
                    ],
                ),
                pair(
                    ["une colonie", "a colony"],
                    [
                        "une cité fondée par des Grecs loin de leur cité d'origine, au bord de la Méditerranée ou de la mer Noire",
                        "a city founded by Greeks far from their home city, on the shores of the Mediterranean or the Black Sea",
                    ],
                    [
                        "Qu'est-ce qu'une colonie grecque ?",
                        "What is a Greek colony?",
                    ],
                    [
                        "Comment appelle-t-on une cité fondée par des Grecs loin de leur cité d'origine, au bord de la Méditerranée ou de la mer Noire ?",
                        "What is a city founded by Greeks far from their home city, on the shores of the Mediterranean or the Black Sea, called?",
                    ],
                ),
                pair(
                    ["un oracle", "an oracle"],
                    [
                        "la réponse d'un dieu à une question, donnée dans un sanctuaire",
                        "a god's answer to a question, given in a sanctuary",
                    ],
                    ["Qu'est-ce qu'un oracle ?", "What is an oracle?"],
                    [
                        "Comment appelle-t-on la réponse d'un dieu à une question, donnée dans un sanctuaire ?",
                        "What is a god's answer to a question, given in a sanctuary, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les lieux du monde grec", "The places of the Greek world"],
            matching: [
                "Associe chaque lieu à sa description.",
                "Match each place with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Olympie", "Olympia"],
                    [
                        "le sanctuaire de Zeus où se déroulent les jeux Olympiques",
                        "the sanctuary of Zeus where the Olympic Games take place",
                    ],
                    ["Qu'est-ce qu'Olympie ?", "What is Olympia?"],
                    [
                        "Quel sanctuaire de Zeus accueille les jeux Olympiques ?",
                        "Which sanctuary of Zeus hosts the Olympic Games?",
                    ],
                ),
                pair(
                    ["Delphes", "Delphi"],
                    [
                        "le sanctuaire d'Apollon où la Pythie rend ses oracles",
                        "the sanctuary of Apollo where the Pythia gives her oracles",
                    ],
                    ["Qu'est-ce que Delphes ?", "What is Delphi?"],
                    [
                        "Dans quel sanctuaire d'Apollon la Pythie rend-elle ses oracles ?",
                        "In which sanctuary of Apollo does the Pythia give her oracles?",
                    ],
                ),
                pair(
                    ["Athènes", "Athens"],
                    [
                        "la cité de l'Attique où naît la démocratie, à la fin du VIe siècle av. J.-C.",
                        "the city of Attica where democracy is born, at the end of the 6th century BC",
                    ],
                    ["Qu'est-ce qu'Athènes ?", "What is Athens?"],
                    [
                        "Dans quelle cité de l'Attique naît la démocratie, à la fin du VIe siècle av. J.-C. ?",
                        "In which city of Attica is democracy born, at the end of the 6th century BC?",
                    ],
                ),
                pair(
                    ["Sparte", "Sparta"],
                    [
                        "la cité du Péloponnèse gouvernée par deux rois et célèbre pour ses soldats",
                        "the city of the Peloponnese ruled by two kings and famous for its soldiers",
                    ],
                    ["Qu'est-ce que Sparte ?", "What is Sparta?"],
                    [
                        "Quelle cité du Péloponnèse est gouvernée par deux rois et célèbre pour ses soldats ?",
                        "Which city of the Peloponnese is ruled by two kings and famous for its soldiers?",
                    ],
                ),
                pair(
                    ["Massalia", "Massalia"],
                    [
                        "la colonie fondée par des Grecs de Phocée vers 600 av. J.-C., aujourd'hui Marseille",
                        "the colony founded by Greeks from Phocaea around 600 BC, today Marseille",
                    ],
                    ["Qu'est-ce que Massalia ?", "What is Massalia?"],
                    [
                        "Quelle colonie, fondée par des Grecs de Phocée vers 600 av. J.-C., est aujourd'hui Marseille ?",
                        "Which colony, founded by Greeks from Phocaea around 600 BC, is today Marseille?",
                    ],
                ),
                pair(
                    ["Marathon", "Marathon"],
                    [
                        "la plaine où les Athéniens battent les Perses en 490 av. J.-C.",
                        "the plain where the Athenians defeat the Persians in 490 BC",
                    ],
                    ["Qu'est-ce que Marathon ?", "What is Marathon?"],
                    [
                        "Dans quelle plaine les Athéniens battent-ils les Perses en 490 av. J.-C. ?",
                        "On which plain do the Athenians defeat the Persians in 490 BC?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qui le rend célèbre.",
                "Match each person with what made them famous.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Homère", "Homer"],
                    [
                        "le poète à qui l'on attribue l'Iliade et l'Odyssée, au VIIIe siècle av. J.-C.",
                        "the poet to whom the Iliad and the Odyssey are attributed, in the 8th century BC",
                    ],
                    ["Qui était Homère ?", "Who was Homer?"],
                    [
                        "À quel poète attribue-t-on l'Iliade et l'Odyssée, au VIIIe siècle av. J.-C. ?",
                        "To which poet are the Iliad and the Odyssey attributed, in the 8th century BC?",
                    ],
                ),
                pair(
                    ["Clisthène", "Cleisthenes"],
                    [
                        "l'Athénien dont les réformes fondent la démocratie, en 508-507 av. J.-C.",
                        "the Athenian whose reforms found democracy, in 508-507 BC",
                    ],
                    ["Qui était Clisthène ?", "Who was Cleisthenes?"],
                    [
                        "Quel Athénien fonde la démocratie par ses réformes, en 508-507 av. J.-C. ?",
                        "Which Athenian founds democracy through his reforms, in 508-507 BC?",
                    ],
                ),
                pair(
                    ["Périclès", "Pericles"],
                    [
                        "le stratège qui domine la vie politique d'Athènes de 443 à 429 av. J.-C. et fait bâtir le Parthénon",
                        "the general who leads the political life of Athens from 443 to 429 BC and has the Parthenon built",
                    ],
                    ["Qui était Périclès ?", "Who was Pericles?"],
                    [
                        "Quel stratège domine la vie politique d'Athènes de 443 à 429 av. J.-C. et fait bâtir le Parthénon ?",
                        "Which general leads the political life of Athens from 443 to 429 BC and has the Parthenon built?",
                    ],
                ),
                pair(
                    ["Athéna", "Athena"],
                    [
                        "la déesse protectrice d'Athènes, honorée au Parthénon",
                        "the goddess who protects Athens, honoured in the Parthenon",
                    ],
                    ["Qui est Athéna ?", "Who is Athena?"],
                    [
                        "Quelle déesse protège Athènes et est honorée au Parthénon ?",
                        "Which goddess protects Athens and is honoured in the Parthenon?",
                    ],
                ),
                pair(
                    ["Zeus", "Zeus"],
                    [
                        "le roi des dieux grecs, qui règne sur l'Olympe",
                        "the king of the Greek gods, who reigns on Olympus",
                    ],
                    ["Qui est Zeus ?", "Who is Zeus?"],
                    [
                        "Quel dieu est le roi des dieux grecs et règne sur l'Olympe ?",
                        "Which god is the king of the Greek gods and reigns on Olympus?",
                    ],
                ),
                pair(
                    ["Ulysse", "Odysseus"],
                    [
                        "le héros de l'Odyssée, qui met dix ans à rentrer chez lui à Ithaque",
                        "the hero of the Odyssey, who takes ten years to get back home to Ithaca",
                    ],
                    ["Qui est Ulysse ?", "Who is Odysseus?"],
                    [
                        "Quel héros de l'Odyssée met dix ans à rentrer chez lui à Ithaque ?",
                        "Which hero of the Odyssey takes ten years to get back home to Ithaca?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les exclus de la citoyenneté à Athènes",
                "Those shut out of citizenship in Athens",
            ],
            which: [
                "Parmi ces habitants d'Athènes au Ve siècle av. J.-C., lesquels n'ont pas la citoyenneté ?",
                "Which of these inhabitants of Athens in the 5th century BC do not have citizenship?",
            ],
            which_not: [
                "Parmi ces habitants d'Athènes au Ve siècle av. J.-C., lesquels ont la citoyenneté ?",
                "Which of these inhabitants of Athens in the 5th century BC have citizenship?",
            ],
            members: &[
                [
                    "une femme née de parents athéniens",
                    "a woman born of Athenian parents",
                ],
                ["un esclave", "a slave"],
                ["un métèque", "a metic"],
            ],
            others: &[
                [
                    "un paysan adulte, libre, né de parents athéniens",
                    "a free adult farmer born of Athenian parents",
                ],
                [
                    "un potier adulte, libre, né de parents athéniens",
                    "a free adult potter born of Athenian parents",
                ],
                [
                    "un stratège élu par l'Ecclésia",
                    "a general elected by the Ecclesia",
                ],
            ],
        },
        Group {
            name: ["Les dieux grecs", "The Greek gods"],
            which: [
                "Parmi ces dieux, lesquels sont des dieux grecs ?",
                "Which of these gods are Greek gods?",
            ],
            which_not: [
                "Parmi ces dieux, lesquels ne sont pas des dieux grecs ?",
                "Which of these gods are not Greek gods?",
            ],
            members: &[
                ["Zeus", "Zeus"],
                ["Athéna", "Athena"],
                ["Apollon", "Apollo"],
                ["Poséidon", "Poseidon"],
            ],
            others: &[
                ["Osiris", "Osiris"],
                ["Rê", "Ra"],
                ["Anubis", "Anubis"],
                ["Mardouk", "Marduk"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La frise du monde grec", "The timeline of the Greek world"],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire du monde grec, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of the Greek world, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "les premiers jeux Olympiques, selon la tradition (776 av. J.-C.)",
                "the first Olympic Games, according to tradition (776 BC)",
            ],
            [
                "la fondation de Massalia (vers 600 av. J.-C.)",
                "the founding of Massalia (around 600 BC)",
            ],
            [
                "les réformes de Clisthène (508-507 av. J.-C.)",
                "the reforms of Cleisthenes (508-507 BC)",
            ],
            [
                "la bataille de Marathon (490 av. J.-C.)",
                "the battle of Marathon (490 BC)",
            ],
            [
                "la bataille de Salamine (480 av. J.-C.)",
                "the battle of Salamis (480 BC)",
            ],
            [
                "le début de la construction du Parthénon (447 av. J.-C.)",
                "the start of the building of the Parthenon (447 BC)",
            ],
            [
                "la mort de Périclès (429 av. J.-C.)",
                "the death of Pericles (429 BC)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "Selon la tradition, en quelle année avant J.-C. ont eu lieu les premiers jeux Olympiques ? (Donne le nombre d'années avant J.-C.)",
                "According to tradition, in which year BC were the first Olympic Games held? (Give the number of years BC.)",
            ],
            [
                "les premiers jeux Olympiques (année av. J.-C.)",
                "the first Olympic Games (year BC)",
            ],
            776.0,
        ),
        year(
            [
                "En quelle année avant J.-C. les Athéniens ont-ils battu les Perses à Marathon ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC did the Athenians defeat the Persians at Marathon? (Give the number of years BC.)",
            ],
            [
                "la bataille de Marathon (année av. J.-C.)",
                "the battle of Marathon (year BC)",
            ],
            490.0,
        ),
        year(
            [
                "En quelle année avant J.-C. la flotte grecque a-t-elle battu les Perses à Salamine ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC did the Greek fleet defeat the Persians at Salamis? (Give the number of years BC.)",
            ],
            [
                "la bataille de Salamine (année av. J.-C.)",
                "the battle of Salamis (year BC)",
            ],
            480.0,
        ),
        year(
            [
                "En quelle année avant J.-C. Périclès est-il mort ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC did Pericles die? (Give the number of years BC.)",
            ],
            [
                "la mort de Périclès (année av. J.-C.)",
                "the death of Pericles (year BC)",
            ],
            429.0,
        ),
    ],
    diagrams: &[],
};

/// Rome du mythe à l'histoire.
pub(crate) static ROME: Bank = Bank {
    chapter: "histoire-geographie-6e-rome-du-mythe-a-l-histoire",
    title: ["Rome du mythe à l'histoire", "Rome from myth to history"],
    relations: &[
        Relation {
            name: ["Les mots de la Rome antique", "The words of ancient Rome"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un mythe", "a myth"],
                    [
                        "un récit légendaire qui raconte les origines, où interviennent des dieux et des héros",
                        "a legendary story about origins, in which gods and heroes play a part",
                    ],
                    ["Qu'est-ce qu'un mythe ?", "What is a myth?"],
                ),
                word!(
                    ["la République romaine", "the Roman Republic"],
                    [
                        "le régime de Rome de 509 à 27 av. J.-C., où le pouvoir est confié à des magistrats élus pour un an",
                        "the system of Rome from 509 to 27 BC, in which power is given to magistrates elected for one year",
                    ],
                    [
                        "Qu'est-ce que la République romaine ?",
                        "What is the Roman Republic?",
                    ],
                ),
                word!(
                    ["un consul", "a consul"],
                    [
                        "l'un des deux magistrats élus chaque année pour diriger la République romaine et commander l'armée",
                        "one of the two magistrates elected each year to lead the Roman Republic and command the army",
                    ],
                    ["Qu'est-ce qu'un consul ?", "What is a consul?"],
                ),
                word!(
                    ["le Sénat", "the Senate"],
                    [
                        "l'assemblée des anciens magistrats, qui conseille les consuls et dirige la politique extérieure de Rome",
                        "the assembly of former magistrates, which advises the consuls and runs Rome's foreign policy",
                    ],
                    [
                        "Qu'est-ce que le Sénat romain ?",
                        "What is the Roman Senate?"
                    ],
                ),
                word!(
                    ["un patricien", "a patrician"],
                    [
                        "un membre des grandes familles aristocratiques de Rome",
                        "a member of the great aristocratic families of Rome",
                    ],
                    ["Qu'est-ce qu'un patricien ?", "What is a patrician?"],
                ),
                word!(
                    ["un plébéien", "a plebeian"],
                    [
                        "un citoyen romain qui n'appartient pas aux grandes familles aristocratiques",
                        "a Roman citizen who does not belong to the great aristocratic families",
                    ],
                    ["Qu'est-ce qu'un plébéien ?", "What is a plebeian?"],
                ),
                word!(
                    ["le forum", "the forum"],
                    [
                        "la grande place publique, centre de la vie politique, religieuse et commerciale de Rome",
                        "the large public square, the centre of the political, religious and commercial life of Rome",
                    ],
                    ["Qu'est-ce que le forum ?", "What is the forum?"],
                ),
            ],
        },
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qui le rend célèbre.",
                "Match each person with what made them famous.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Romulus", "Romulus"],
                    [
                        "le fondateur légendaire et premier roi de Rome, qui aurait tué son frère jumeau Rémus",
                        "the legendary founder and first king of Rome, said to have killed his twin brother Remus",
                    ],
                    ["Qui est Romulus ?", "Who is Romulus?"],
                    [
                        "Qui est, selon la légende, le fondateur et premier roi de Rome ?",
                        "Who, according to legend, is the founder and first king of Rome?",
                    ],
                ),
                pair(
                    ["Énée", "Aeneas"],
                    [
                        "le héros troyen, ancêtre légendaire des Romains, dont Virgile raconte l'histoire dans l'Énéide",
                        "the Trojan hero, legendary ancestor of the Romans, whose story Virgil tells in the Aeneid",
                    ],
                    ["Qui est Énée ?", "Who is Aeneas?"],
                    [
                        "Quel héros troyen est l'ancêtre légendaire des Romains, dont Virgile raconte l'histoire dans l'Énéide ?",
                        "Which Trojan hero is the legendary ancestor of the Romans, whose story Virgil tells in the Aeneid?",
                    ],
                ),
                pair(
                    ["Tite-Live", "Livy"],
                    [
                        "l'historien romain qui raconte l'histoire de Rome depuis sa fondation, à l'époque d'Auguste",
                        "the Roman historian who tells the history of Rome since its founding, in the time of Augustus",
                    ],
                    ["Qui était Tite-Live ?", "Who was Livy?"],
                    [
                        "Quel historien romain raconte l'histoire de Rome depuis sa fondation, à l'époque d'Auguste ?",
                        "Which Roman historian tells the history of Rome since its founding, in the time of Augustus?",
                    ],
                ),
                pair(
                    ["Tarquin le Superbe", "Tarquin the Proud"],
                    [
                        "le dernier roi de Rome, chassé en 509 av. J.-C. selon la tradition",
                        "the last king of Rome, driven out in 509 BC according to tradition",
                    ],
                    [
                        "Qui était Tarquin le Superbe ?",
                        "Who was Tarquin the Proud?",
                    ],
                    [
                        "Quel roi de Rome, le dernier, est chassé en 509 av. J.-C. selon la tradition ?",
                        "Which king of Rome, the last one, is driven out in 509 BC according to tradition?",
                    ],
                ),
                pair(
                    ["Jules César", "Julius Caesar"],
                    [
                        "le général qui conquiert la Gaule puis prend le pouvoir à Rome, assassiné en 44 av. J.-C.",
                        "the general who conquers Gaul then seizes power in Rome, murdered in 44 BC",
                    ],
                    ["Qui était Jules César ?", "Who was Julius Caesar?"],
                    [
                        "Quel général conquiert la Gaule puis prend le pouvoir à Rome, avant d'être assassiné en 44 av. J.-C. ?",
                        "Which general conquers Gaul then seizes power in Rome, before being murdered in 44 BC?",
                    ],
                ),
                pair(
                    ["Vercingétorix", "Vercingetorix"],
                    [
                        "le chef gaulois vaincu par César à Alésia en 52 av. J.-C.",
                        "the Gallic chief defeated by Caesar at Alesia in 52 BC",
                    ],
                    ["Qui était Vercingétorix ?", "Who was Vercingetorix?"],
                    [
                        "Quel chef gaulois est vaincu par César à Alésia en 52 av. J.-C. ?",
                        "Which Gallic chief is defeated by Caesar at Alesia in 52 BC?",
                    ],
                ),
                pair(
                    ["Octave Auguste", "Octavian Augustus"],
                    [
                        "le fils adoptif de César qui reçoit le titre d'Auguste en 27 av. J.-C. et devient le premier empereur",
                        "Caesar's adopted son who receives the title of Augustus in 27 BC and becomes the first emperor",
                    ],
                    ["Qui était Octave Auguste ?", "Who was Octavian Augustus?"],
                    [
                        "Quel fils adoptif de César reçoit le titre d'Auguste en 27 av. J.-C. et devient le premier empereur ?",
                        "Which adopted son of Caesar receives the title of Augustus in 27 BC and becomes the first emperor?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "La légende de la fondation de Rome",
                "The legend of the founding of Rome",
            ],
            which: [
                "Parmi ces personnages, lesquels appartiennent au récit légendaire des origines de Rome ?",
                "Which of these characters belong to the legendary story of the origins of Rome?",
            ],
            which_not: [
                "Parmi ces personnages, lesquels n'appartiennent pas au récit légendaire des origines de Rome ?",
                "Which of these characters do not belong to the legendary story of the origins of Rome?",
            ],
            members: &[
                ["Romulus", "Romulus"],
                ["Rémus", "Remus"],
                ["la louve", "the she-wolf"],
                ["Énée", "Aeneas"],
            ],
            others: &[
                ["Jules César", "Julius Caesar"],
                ["Vercingétorix", "Vercingetorix"],
                ["Hannibal", "Hannibal"],
                ["Cicéron", "Cicero"],
            ],
        },
        Group {
            name: [
                "Les institutions de la République romaine",
                "The institutions of the Roman Republic",
            ],
            which: [
                "Parmi ces institutions, lesquelles sont celles de la République romaine ?",
                "Which of these institutions are those of the Roman Republic?",
            ],
            which_not: [
                "Parmi ces institutions, lesquelles ne sont pas celles de la République romaine ?",
                "Which of these institutions are not those of the Roman Republic?",
            ],
            members: &[
                ["les consuls", "the consuls"],
                ["le Sénat", "the Senate"],
                ["les tribuns de la plèbe", "the tribunes of the plebs"],
            ],
            others: &[
                ["l'Ecclésia", "the Ecclesia"],
                ["le pharaon", "the pharaoh"],
                ["les éphores de Sparte", "the ephors of Sparta"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La frise de la Rome antique",
            "The timeline of ancient Rome",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de Rome, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of Rome, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la fondation de Rome, selon la légende (753 av. J.-C.)",
                "the founding of Rome, according to legend (753 BC)",
            ],
            [
                "la chute de la royauté et la naissance de la République (509 av. J.-C.)",
                "the fall of the kings and the birth of the Republic (509 BC)",
            ],
            [
                "la destruction de Carthage par Rome (146 av. J.-C.)",
                "the destruction of Carthage by Rome (146 BC)",
            ],
            [
                "la victoire de César sur Vercingétorix à Alésia (52 av. J.-C.)",
                "Caesar's victory over Vercingetorix at Alesia (52 BC)",
            ],
            [
                "l'assassinat de Jules César (44 av. J.-C.)",
                "the murder of Julius Caesar (44 BC)",
            ],
            [
                "Octave reçoit le titre d'Auguste (27 av. J.-C.)",
                "Octavian receives the title of Augustus (27 BC)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "Selon la légende, en quelle année avant J.-C. Rome a-t-elle été fondée ? (Donne le nombre d'années avant J.-C.)",
                "According to legend, in which year BC was Rome founded? (Give the number of years BC.)",
            ],
            [
                "la fondation légendaire de Rome (année av. J.-C.)",
                "the legendary founding of Rome (year BC)",
            ],
            753.0,
        ),
        year(
            [
                "Selon la tradition, en quelle année avant J.-C. la République romaine est-elle née ? (Donne le nombre d'années avant J.-C.)",
                "According to tradition, in which year BC was the Roman Republic born? (Give the number of years BC.)",
            ],
            [
                "la naissance de la République romaine (année av. J.-C.)",
                "the birth of the Roman Republic (year BC)",
            ],
            509.0,
        ),
        year(
            [
                "En quelle année avant J.-C. Vercingétorix a-t-il été vaincu à Alésia ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC was Vercingetorix defeated at Alesia? (Give the number of years BC.)",
            ],
            [
                "la bataille d'Alésia (année av. J.-C.)",
                "the battle of Alesia (year BC)",
            ],
            52.0,
        ),
        year(
            [
                "En quelle année avant J.-C. Jules César a-t-il été assassiné ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC was Julius Caesar murdered? (Give the number of years BC.)",
            ],
            [
                "l'assassinat de Jules César (année av. J.-C.)",
                "the murder of Julius Caesar (year BC)",
            ],
            44.0,
        ),
    ],
    diagrams: &[],
};

/// La naissance du monothéisme juif dans un monde polythéiste.
pub(crate) static MONOTHEISME: Bank = Bank {
    chapter: "histoire-geographie-6e-naissance-du-monotheisme-juif",
    title: [
        "La naissance du monothéisme juif",
        "The birth of Jewish monotheism",
    ],
    relations: &[
        Relation {
            name: ["Les mots du judaïsme", "The words of Judaism"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le monothéisme", "monotheism"],
                    [
                        "la croyance en un dieu unique",
                        "the belief in a single god"
                    ],
                    ["Qu'est-ce que le monothéisme ?", "What is monotheism?"],
                ),
                word!(
                    ["le polythéisme", "polytheism"],
                    [
                        "la croyance en plusieurs dieux",
                        "the belief in several gods"
                    ],
                    ["Qu'est-ce que le polythéisme ?", "What is polytheism?"],
                ),
                word!(
                    ["la Bible hébraïque", "the Hebrew Bible"],
                    [
                        "le recueil des textes sacrés du judaïsme, rédigés sur plusieurs siècles",
                        "the collection of the sacred texts of Judaism, written over several centuries",
                    ],
                    [
                        "Qu'est-ce que la Bible hébraïque ?",
                        "What is the Hebrew Bible?",
                    ],
                ),
                word!(
                    ["la Torah", "the Torah"],
                    [
                        "les cinq premiers livres de la Bible hébraïque, qui contiennent la Loi",
                        "the first five books of the Hebrew Bible, which contain the Law",
                    ],
                    ["Qu'est-ce que la Torah ?", "What is the Torah?"],
                ),
                word!(
                    ["l'Alliance", "the Covenant"],
                    [
                        "selon la Bible, le pacte conclu entre Dieu et le peuple hébreu",
                        "according to the Bible, the pact made between God and the Hebrew people",
                    ],
                    ["Qu'est-ce que l'Alliance ?", "What is the Covenant?"],
                ),
                word!(
                    ["une synagogue", "a synagogue"],
                    [
                        "le lieu où les juifs se réunissent pour prier et lire la Torah",
                        "the place where Jews gather to pray and read the Torah",
                    ],
                    ["Qu'est-ce qu'une synagogue ?", "What is a synagogue?"],
                ),
                word!(
                    ["un prophète", "a prophet"],
                    [
                        "un homme qui, selon la Bible, parle au nom de Dieu",
                        "a man who, according to the Bible, speaks in the name of God",
                    ],
                    ["Qu'est-ce qu'un prophète ?", "What is a prophet?"],
                ),
                word!(
                    ["la diaspora", "the diaspora"],
                    [
                        "la dispersion des juifs hors de la terre de leurs ancêtres",
                        "the scattering of the Jews outside the land of their ancestors",
                    ],
                    ["Qu'est-ce que la diaspora ?", "What is the diaspora?"],
                ),
            ],
        },
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce que la Bible ou l'histoire en disent.",
                "Match each person with what the Bible or history tells of them.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Abraham", "Abraham"],
                    [
                        "selon la Bible, l'ancêtre des Hébreux, avec qui Dieu conclut une alliance",
                        "according to the Bible, the ancestor of the Hebrews, with whom God makes a covenant",
                    ],
                    ["Qui est Abraham ?", "Who is Abraham?"],
                    [
                        "Selon la Bible, qui est l'ancêtre des Hébreux, avec qui Dieu conclut une alliance ?",
                        "According to the Bible, who is the ancestor of the Hebrews, with whom God makes a covenant?",
                    ],
                ),
                pair(
                    ["Moïse", "Moses"],
                    [
                        "selon la Bible, celui qui conduit les Hébreux hors d'Égypte et reçoit les Tables de la Loi sur le mont Sinaï",
                        "according to the Bible, the man who leads the Hebrews out of Egypt and receives the Tablets of the Law on Mount Sinai",
                    ],
                    ["Qui est Moïse ?", "Who is Moses?"],
                    [
                        "Selon la Bible, qui conduit les Hébreux hors d'Égypte et reçoit les Tables de la Loi sur le mont Sinaï ?",
                        "According to the Bible, who leads the Hebrews out of Egypt and receives the Tablets of the Law on Mount Sinai?",
                    ],
                ),
                pair(
                    ["David", "David"],
                    [
                        "selon la Bible, le roi qui fait de Jérusalem sa capitale",
                        "according to the Bible, the king who makes Jerusalem his capital",
                    ],
                    ["Qui est David ?", "Who is David?"],
                    [
                        "Selon la Bible, quel roi fait de Jérusalem sa capitale ?",
                        "According to the Bible, which king makes Jerusalem his capital?",
                    ],
                ),
                pair(
                    ["Salomon", "Solomon"],
                    [
                        "selon la Bible, le fils de David, qui fait construire le Temple de Jérusalem",
                        "according to the Bible, David's son, who has the Temple of Jerusalem built",
                    ],
                    ["Qui est Salomon ?", "Who is Solomon?"],
                    [
                        "Selon la Bible, quel fils de David fait construire le Temple de Jérusalem ?",
                        "According to the Bible, which son of David has the Temple of Jerusalem built?",
                    ],
                ),
                pair(
                    ["Nabuchodonosor II", "Nebuchadnezzar II"],
                    [
                        "le roi de Babylone qui détruit Jérusalem et son Temple au VIe siècle av. J.-C. et déporte une partie de ses habitants",
                        "the king of Babylon who destroys Jerusalem and its Temple in the 6th century BC and deports part of its people",
                    ],
                    [
                        "Qui était Nabuchodonosor II ?",
                        "Who was Nebuchadnezzar II?",
                    ],
                    [
                        "Quel roi de Babylone détruit Jérusalem et son Temple au VIe siècle av. J.-C. et déporte une partie de ses habitants ?",
                        "Which king of Babylon destroys Jerusalem and its Temple in the 6th century BC and deports part of its people?",
                    ],
                ),
                pair(
                    ["Cyrus II", "Cyrus II"],
                    [
                        "le roi perse qui permet aux exilés juifs de rentrer à Jérusalem en 538 av. J.-C.",
                        "the Persian king who lets the Jewish exiles return to Jerusalem in 538 BC",
                    ],
                    ["Qui était Cyrus II ?", "Who was Cyrus II?"],
                    [
                        "Quel roi perse permet aux exilés juifs de rentrer à Jérusalem en 538 av. J.-C. ?",
                        "Which Persian king lets the Jewish exiles return to Jerusalem in 538 BC?",
                    ],
                ),
                pair(
                    ["Titus", "Titus"],
                    [
                        "le général romain dont les troupes détruisent le second Temple de Jérusalem en 70",
                        "the Roman general whose troops destroy the second Temple of Jerusalem in AD 70",
                    ],
                    ["Qui était Titus ?", "Who was Titus?"],
                    [
                        "Quel général romain a des troupes qui détruisent le second Temple de Jérusalem en 70 ?",
                        "Which Roman general's troops destroy the second Temple of Jerusalem in AD 70?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les livres de la Torah", "The books of the Torah"],
            which: [
                "Parmi ces textes, lesquels font partie de la Torah ?",
                "Which of these texts are part of the Torah?",
            ],
            which_not: [
                "Parmi ces textes, lesquels ne font pas partie de la Torah ?",
                "Which of these texts are not part of the Torah?",
            ],
            members: &[
                ["la Genèse", "Genesis"],
                ["l'Exode", "Exodus"],
                ["le Lévitique", "Leviticus"],
                ["les Nombres", "Numbers"],
                ["le Deutéronome", "Deuteronomy"],
            ],
            others: &[
                ["l'Iliade", "the Iliad"],
                ["l'Odyssée", "the Odyssey"],
                ["l'Épopée de Gilgamesh", "the Epic of Gilgamesh"],
                ["l'Énéide", "the Aeneid"],
            ],
        },
        Group {
            name: ["Les religions monothéistes", "The monotheistic religions"],
            which: [
                "Parmi ces religions, lesquelles sont monothéistes ?",
                "Which of these religions are monotheistic?",
            ],
            which_not: [
                "Parmi ces religions, lesquelles ne sont pas monothéistes ?",
                "Which of these religions are not monotheistic?",
            ],
            members: &[
                ["le judaïsme", "Judaism"],
                ["le christianisme", "Christianity"],
                ["l'islam", "Islam"],
            ],
            others: &[
                [
                    "la religion des Grecs anciens",
                    "the religion of the ancient Greeks",
                ],
                [
                    "la religion des Romains de la République",
                    "the religion of the Romans of the Republic",
                ],
                [
                    "la religion de la Mésopotamie ancienne",
                    "the religion of ancient Mesopotamia",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La frise de l'histoire des Hébreux",
            "The timeline of the Hebrews",
        ],
        order: [
            "Range ces faits dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these facts in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces faits du plus récent au plus ancien.",
            "Put these facts in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire des Hébreux, quel fait vient juste après celui-ci : « {} » ?",
            "In the history of the Hebrews, which fact comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "le règne de David à Jérusalem, selon la Bible (vers 1000 av. J.-C.)",
                "David's reign in Jerusalem, according to the Bible (around 1000 BC)",
            ],
            [
                "la conquête du royaume d'Israël par les Assyriens (VIIIe siècle av. J.-C.)",
                "the conquest of the kingdom of Israel by the Assyrians (8th century BC)",
            ],
            [
                "la destruction du Temple par Nabuchodonosor II et l'Exil à Babylone (vers 587 av. J.-C.)",
                "the destruction of the Temple by Nebuchadnezzar II and the Exile in Babylon (around 587 BC)",
            ],
            [
                "le retour des exilés à Jérusalem, permis par Cyrus II (538 av. J.-C.)",
                "the return of the exiles to Jerusalem, allowed by Cyrus II (538 BC)",
            ],
            [
                "la destruction du second Temple par les Romains (70 apr. J.-C.)",
                "the destruction of the second Temple by the Romans (AD 70)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année après J.-C. les Romains ont-ils détruit le second Temple de Jérusalem ?",
                "In which year AD did the Romans destroy the second Temple of Jerusalem?",
            ],
            [
                "la destruction du second Temple (année apr. J.-C.)",
                "the destruction of the second Temple (year AD)",
            ],
            70.0,
        ),
        year(
            [
                "En quelle année avant J.-C. Cyrus II a-t-il permis aux exilés juifs de rentrer à Jérusalem ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC did Cyrus II let the Jewish exiles return to Jerusalem? (Give the number of years BC.)",
            ],
            [
                "le retour des exilés à Jérusalem (année av. J.-C.)",
                "the return of the exiles to Jerusalem (year BC)",
            ],
            538.0,
        ),
    ],
    diagrams: &[],
};

/// Conquêtes, paix romaine et romanisation.
pub(crate) static EMPIRE_ROMAIN: Bank = Bank {
    chapter: "histoire-geographie-6e-conquetes-paix-romaine-et-romanisation",
    title: [
        "Conquêtes, paix romaine et romanisation",
        "Conquests, Roman peace and Romanisation",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots de l'Empire romain",
                "The words of the Roman Empire",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un empereur", "an emperor"],
                    [
                        "le chef unique de l'Empire romain, qui concentre tous les pouvoirs",
                        "the sole ruler of the Roman Empire, who holds all the powers",
                    ],
                    [
                        "Qu'est-ce qu'un empereur romain ?",
                        "What is a Roman emperor?"
                    ],
                ),
                word!(
                    ["la romanisation", "Romanisation"],
                    [
                        "l'adoption par les peuples conquis de la langue, des lois et du mode de vie des Romains",
                        "the taking up by conquered peoples of the language, laws and way of life of the Romans",
                    ],
                    ["Qu'est-ce que la romanisation ?", "What is Romanisation?"],
                ),
                word!(
                    ["la paix romaine", "the Roman peace"],
                    [
                        "la longue période de paix que connaît l'Empire romain aux Ier et IIe siècles",
                        "the long period of peace the Roman Empire enjoys in the 1st and 2nd centuries",
                    ],
                    [
                        "Qu'est-ce que la paix romaine ?",
                        "What is the Roman peace?"
                    ],
                ),
                word!(
                    ["une province", "a province"],
                    [
                        "un territoire conquis par Rome et gouverné par un représentant de l'empereur ou du Sénat",
                        "a territory conquered by Rome and governed by a representative of the emperor or the Senate",
                    ],
                    [
                        "Qu'est-ce qu'une province romaine ?",
                        "What is a Roman province?"
                    ],
                ),
                word!(
                    ["le limes", "the limes"],
                    [
                        "la frontière fortifiée de l'Empire romain",
                        "the fortified frontier of the Roman Empire",
                    ],
                    ["Qu'est-ce que le limes ?", "What is the limes?"],
                ),
                word!(
                    ["un aqueduc", "an aqueduct"],
                    [
                        "un ouvrage qui amène l'eau d'une source jusqu'à une ville",
                        "a structure that carries water from a spring to a town",
                    ],
                    ["Qu'est-ce qu'un aqueduc ?", "What is an aqueduct?"],
                ),
                word!(
                    ["un amphithéâtre", "an amphitheatre"],
                    [
                        "un édifice de forme ovale où l'on assiste aux combats de gladiateurs",
                        "an oval building where people watch gladiator fights",
                    ],
                    ["Qu'est-ce qu'un amphithéâtre ?", "What is an amphitheatre?"],
                ),
                pair(
                    ["les thermes", "the baths"],
                    [
                        "des bains publics où les Romains se lavent, se détendent et se rencontrent",
                        "public baths where the Romans wash, relax and meet",
                    ],
                    ["Que sont les thermes ?", "What are the baths?"],
                    [
                        "Comment appelle-t-on les bains publics où les Romains se lavent, se détendent et se rencontrent ?",
                        "What are the public baths where the Romans wash, relax and meet called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qui le rend célèbre.",
                "Match each person with what made them famous.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Auguste", "Augustus"],
                    [
                        "le premier empereur romain, de 27 av. J.-C. à 14 apr. J.-C.",
                        "the first Roman emperor, from 27 BC to AD 14",
                    ],
                    ["Qui était Auguste ?", "Who was Augustus?"],
                    [
                        "Qui est le premier empereur romain, de 27 av. J.-C. à 14 apr. J.-C. ?",
                        "Who is the first Roman emperor, from 27 BC to AD 14?",
                    ],
                ),
                pair(
                    ["Claude", "Claudius"],
                    [
                        "l'empereur né à Lyon qui, en 48, fait admettre des notables gaulois au Sénat",
                        "the emperor born in Lyon who, in 48, has Gallic notables admitted to the Senate",
                    ],
                    [
                        "Qui était l'empereur Claude ?",
                        "Who was the emperor Claudius?",
                    ],
                    [
                        "Quel empereur né à Lyon fait admettre, en 48, des notables gaulois au Sénat ?",
                        "Which emperor born in Lyon has Gallic notables admitted to the Senate in 48?",
                    ],
                ),
                pair(
                    ["Trajan", "Trajan"],
                    [
                        "l'empereur sous le règne duquel l'Empire atteint sa plus grande étendue, en 117",
                        "the emperor under whose reign the Empire reaches its greatest extent, in 117",
                    ],
                    ["Qui était Trajan ?", "Who was Trajan?"],
                    [
                        "Sous quel empereur l'Empire romain atteint-il sa plus grande étendue, en 117 ?",
                        "Under which emperor does the Roman Empire reach its greatest extent, in 117?",
                    ],
                ),
                pair(
                    ["Hadrien", "Hadrian"],
                    [
                        "l'empereur qui fait construire un mur pour protéger le nord de la province de Bretagne",
                        "the emperor who has a wall built to protect the north of the province of Britain",
                    ],
                    ["Qui était Hadrien ?", "Who was Hadrian?"],
                    [
                        "Quel empereur fait construire un mur pour protéger le nord de la province de Bretagne ?",
                        "Which emperor has a wall built to protect the north of the province of Britain?",
                    ],
                ),
                pair(
                    ["Caracalla", "Caracalla"],
                    [
                        "l'empereur qui accorde en 212 la citoyenneté romaine à presque tous les hommes libres de l'Empire",
                        "the emperor who grants Roman citizenship to almost all the free men of the Empire in 212",
                    ],
                    ["Qui était Caracalla ?", "Who was Caracalla?"],
                    [
                        "Quel empereur accorde en 212 la citoyenneté romaine à presque tous les hommes libres de l'Empire ?",
                        "Which emperor grants Roman citizenship to almost all the free men of the Empire in 212?",
                    ],
                ),
                pair(
                    ["Jules César", "Julius Caesar"],
                    [
                        "le général romain qui achève la conquête de la Gaule en 52-51 av. J.-C.",
                        "the Roman general who completes the conquest of Gaul in 52-51 BC",
                    ],
                    ["Qui était Jules César ?", "Who was Julius Caesar?"],
                    [
                        "Quel général romain achève la conquête de la Gaule en 52-51 av. J.-C. ?",
                        "Which Roman general completes the conquest of Gaul in 52-51 BC?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des lieux de la Gaule romaine", "Places of Roman Gaul"],
            matching: [
                "Associe chaque lieu à sa description.",
                "Match each place with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le pont du Gard", "the Pont du Gard"],
                    [
                        "le pont à trois niveaux de l'aqueduc qui amenait l'eau à Nîmes",
                        "the three-level bridge of the aqueduct that brought water to Nîmes",
                    ],
                    [
                        "Qu'est-ce que le pont du Gard ?",
                        "What is the Pont du Gard?",
                    ],
                    [
                        "Quel pont à trois niveaux porte l'aqueduc qui amenait l'eau à Nîmes ?",
                        "Which three-level bridge carries the aqueduct that brought water to Nîmes?",
                    ],
                ),
                pair(
                    ["la Maison carrée", "the Maison Carrée"],
                    [
                        "un temple romain encore debout au cœur de Nîmes",
                        "a Roman temple still standing in the heart of Nîmes",
                    ],
                    [
                        "Qu'est-ce que la Maison carrée ?",
                        "What is the Maison Carrée?",
                    ],
                    [
                        "Quel temple romain est encore debout au cœur de Nîmes ?",
                        "Which Roman temple is still standing in the heart of Nîmes?",
                    ],
                ),
                pair(
                    ["Lugdunum", "Lugdunum"],
                    [
                        "la capitale des Gaules, aujourd'hui Lyon",
                        "the capital of the Gauls, today Lyon",
                    ],
                    ["Qu'est-ce que Lugdunum ?", "What is Lugdunum?"],
                    [
                        "Quelle ville, capitale des Gaules, est aujourd'hui Lyon ?",
                        "Which town, the capital of the Gauls, is today Lyon?",
                    ],
                ),
                pair(
                    ["Lutèce", "Lutetia"],
                    [
                        "la ville gallo-romaine qui est aujourd'hui Paris",
                        "the Gallo-Roman town that is today Paris",
                    ],
                    ["Qu'est-ce que Lutèce ?", "What is Lutetia?"],
                    [
                        "Quelle ville gallo-romaine est aujourd'hui Paris ?",
                        "Which Gallo-Roman town is today Paris?",
                    ],
                ),
                pair(
                    ["Alésia", "Alesia"],
                    [
                        "l'oppidum où Vercingétorix se rend à César en 52 av. J.-C.",
                        "the hill fort where Vercingetorix surrenders to Caesar in 52 BC",
                    ],
                    ["Qu'est-ce qu'Alésia ?", "What is Alesia?"],
                    [
                        "Dans quel oppidum Vercingétorix se rend-il à César en 52 av. J.-C. ?",
                        "In which hill fort does Vercingetorix surrender to Caesar in 52 BC?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les monuments d'une ville romaine",
                "The buildings of a Roman town",
            ],
            which: [
                "Parmi ces édifices, lesquels trouve-t-on dans une ville romaine ?",
                "Which of these buildings are found in a Roman town?",
            ],
            which_not: [
                "Parmi ces édifices, lesquels ne trouve-t-on pas dans une ville romaine ?",
                "Which of these buildings are not found in a Roman town?",
            ],
            members: &[
                ["le forum", "the forum"],
                ["les thermes", "the baths"],
                ["l'amphithéâtre", "the amphitheatre"],
                ["le théâtre", "the theatre"],
            ],
            others: &[
                ["la pyramide", "the pyramid"],
                ["la ziggourat", "the ziggurat"],
                ["le château fort", "the castle"],
                ["la mosquée", "the mosque"],
            ],
        },
        Group {
            name: [
                "L'Empire romain au IIe siècle",
                "The Roman Empire in the 2nd century",
            ],
            which: [
                "Parmi ces territoires, lesquels font partie de l'Empire romain au IIe siècle ?",
                "Which of these lands are part of the Roman Empire in the 2nd century?",
            ],
            which_not: [
                "Parmi ces territoires, lesquels ne font pas partie de l'Empire romain au IIe siècle ?",
                "Which of these lands are not part of the Roman Empire in the 2nd century?",
            ],
            members: &[
                ["la Gaule", "Gaul"],
                ["l'Égypte", "Egypt"],
                ["l'Hispanie", "Hispania"],
                ["la Grèce", "Greece"],
            ],
            others: &[
                ["la Chine", "China"],
                ["l'Inde", "India"],
                ["la Scandinavie", "Scandinavia"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La frise de l'Empire romain",
            "The timeline of the Roman Empire",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de l'Empire romain, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of the Roman Empire, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la victoire de César à Alésia (52 av. J.-C.)",
                "Caesar's victory at Alesia (52 BC)",
            ],
            [
                "Octave devient Auguste, premier empereur (27 av. J.-C.)",
                "Octavian becomes Augustus, the first emperor (27 BC)",
            ],
            [
                "le discours de Claude pour les notables gaulois (48)",
                "Claudius's speech for the Gallic notables (48)",
            ],
            [
                "l'éruption du Vésuve qui ensevelit Pompéi (79)",
                "the eruption of Vesuvius that buries Pompeii (79)",
            ],
            [
                "la plus grande étendue de l'Empire, sous Trajan (117)",
                "the greatest extent of the Empire, under Trajan (117)",
            ],
            ["l'édit de Caracalla (212)", "Caracalla's edict (212)"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année l'empereur Claude fait-il admettre des notables gaulois au Sénat ?",
                "In which year does the emperor Claudius have Gallic notables admitted to the Senate?",
            ],
            ["le discours de Claude", "Claudius's speech"],
            48.0,
        ),
        year(
            [
                "En quelle année l'éruption du Vésuve a-t-elle enseveli Pompéi ?",
                "In which year did the eruption of Vesuvius bury Pompeii?",
            ],
            ["l'éruption du Vésuve", "the eruption of Vesuvius"],
            79.0,
        ),
        year(
            [
                "En quelle année l'empereur Trajan meurt-il, alors que l'Empire atteint sa plus grande étendue ?",
                "In which year does the emperor Trajan die, as the Empire reaches its greatest extent?",
            ],
            ["la mort de Trajan", "the death of Trajan"],
            117.0,
        ),
        year(
            [
                "En quelle année l'édit de Caracalla accorde-t-il la citoyenneté romaine à presque tous les hommes libres de l'Empire ?",
                "In which year does Caracalla's edict grant Roman citizenship to almost all the free men of the Empire?",
            ],
            ["l'édit de Caracalla", "Caracalla's edict"],
            212.0,
        ),
    ],
    diagrams: &[],
};

/// Des chrétiens dans l'Empire.
pub(crate) static CHRETIENS: Bank = Bank {
    chapter: "histoire-geographie-6e-des-chretiens-dans-l-empire",
    title: ["Des chrétiens dans l'Empire", "Christians in the Empire"],
    relations: &[
        Relation {
            name: ["Les mots du christianisme", "The words of Christianity"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le christianisme", "Christianity"],
                    [
                        "la religion monothéiste fondée sur la vie et l'enseignement de Jésus",
                        "the monotheistic religion based on the life and teaching of Jesus",
                    ],
                    ["Qu'est-ce que le christianisme ?", "What is Christianity?"],
                ),
                word!(
                    ["un apôtre", "an apostle"],
                    [
                        "l'un des disciples chargés par Jésus de répandre son message",
                        "one of the disciples sent by Jesus to spread his message",
                    ],
                    ["Qu'est-ce qu'un apôtre ?", "What is an apostle?"],
                ),
                pair(
                    ["les Évangiles", "the Gospels"],
                    [
                        "les quatre récits de la vie et de l'enseignement de Jésus, dans le Nouveau Testament",
                        "the four accounts of the life and teaching of Jesus, in the New Testament",
                    ],
                    ["Que sont les Évangiles ?", "What are the Gospels?"],
                    [
                        "Comment appelle-t-on les quatre récits de la vie et de l'enseignement de Jésus, dans le Nouveau Testament ?",
                        "What are the four accounts of the life and teaching of Jesus, in the New Testament, called?",
                    ],
                ),
                word!(
                    ["un martyr", "a martyr"],
                    [
                        "une personne qui accepte de mourir plutôt que de renier sa foi",
                        "a person who accepts death rather than give up their faith",
                    ],
                    ["Qu'est-ce qu'un martyr ?", "What is a martyr?"],
                ),
                word!(
                    ["une persécution", "a persecution"],
                    [
                        "la poursuite et la mise à mort de personnes à cause de leur religion",
                        "the hunting down and killing of people because of their religion",
                    ],
                    ["Qu'est-ce qu'une persécution ?", "What is a persecution?"],
                ),
                word!(
                    ["un évêque", "a bishop"],
                    [
                        "le chef de la communauté chrétienne d'une ville",
                        "the head of the Christian community of a town",
                    ],
                    ["Qu'est-ce qu'un évêque ?", "What is a bishop?"],
                ),
                word!(
                    ["le Nouveau Testament", "the New Testament"],
                    [
                        "la partie de la Bible chrétienne écrite après la mort de Jésus",
                        "the part of the Christian Bible written after the death of Jesus",
                    ],
                    [
                        "Qu'est-ce que le Nouveau Testament ?",
                        "What is the New Testament?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qui le rend célèbre.",
                "Match each person with what made them famous.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Jésus", "Jesus"],
                    [
                        "un juif de Palestine, crucifié à Jérusalem vers 30 sur ordre du gouverneur romain Ponce Pilate",
                        "a Jew of Palestine, crucified in Jerusalem around 30 on the orders of the Roman governor Pontius Pilate",
                    ],
                    ["Qui était Jésus ?", "Who was Jesus?"],
                    [
                        "Quel juif de Palestine est crucifié à Jérusalem vers 30 sur ordre du gouverneur romain Ponce Pilate ?",
                        "Which Jew of Palestine is crucified in Jerusalem around 30 on the orders of the Roman governor Pontius Pilate?",
                    ],
                ),
                pair(
                    ["Paul de Tarse", "Paul of Tarsus"],
                    [
                        "l'apôtre qui répand le christianisme hors du monde juif par ses voyages et ses lettres",
                        "the apostle who spreads Christianity beyond the Jewish world through his journeys and letters",
                    ],
                    ["Qui était Paul de Tarse ?", "Who was Paul of Tarsus?"],
                    [
                        "Quel apôtre répand le christianisme hors du monde juif par ses voyages et ses lettres ?",
                        "Which apostle spreads Christianity beyond the Jewish world through his journeys and letters?",
                    ],
                ),
                pair(
                    ["Néron", "Nero"],
                    [
                        "l'empereur qui accuse les chrétiens de l'incendie de Rome et les persécute en 64",
                        "the emperor who blames the Christians for the fire of Rome and persecutes them in 64",
                    ],
                    ["Qui était Néron ?", "Who was Nero?"],
                    [
                        "Quel empereur accuse les chrétiens de l'incendie de Rome et les persécute en 64 ?",
                        "Which emperor blames the Christians for the fire of Rome and persecutes them in 64?",
                    ],
                ),
                pair(
                    ["Blandine", "Blandina"],
                    [
                        "une jeune esclave chrétienne martyrisée à Lyon en 177",
                        "a young Christian slave martyred in Lyon in 177",
                    ],
                    ["Qui était Blandine ?", "Who was Blandina?"],
                    [
                        "Quelle jeune esclave chrétienne est martyrisée à Lyon en 177 ?",
                        "Which young Christian slave is martyred in Lyon in 177?",
                    ],
                ),
                pair(
                    ["Constantin", "Constantine"],
                    [
                        "l'empereur qui accorde la liberté de culte aux chrétiens en 313",
                        "the emperor who grants the Christians freedom of worship in 313",
                    ],
                    ["Qui était Constantin ?", "Who was Constantine?"],
                    [
                        "Quel empereur accorde la liberté de culte aux chrétiens en 313 ?",
                        "Which emperor grants the Christians freedom of worship in 313?",
                    ],
                ),
                pair(
                    ["Théodose", "Theodosius"],
                    [
                        "l'empereur qui interdit les cultes païens en 392",
                        "the emperor who bans the pagan cults in 392",
                    ],
                    ["Qui était Théodose ?", "Who was Theodosius?"],
                    [
                        "Quel empereur interdit les cultes païens en 392 ?",
                        "Which emperor bans the pagan cults in 392?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les persécuteurs", "The persecutors"],
            which: [
                "Parmi ces empereurs, lesquels ont persécuté les chrétiens ?",
                "Which of these emperors persecuted the Christians?",
            ],
            which_not: [
                "Parmi ces empereurs, lesquels n'ont pas persécuté les chrétiens ?",
                "Which of these emperors did not persecute the Christians?",
            ],
            members: &[
                ["Néron", "Nero"],
                ["Dèce", "Decius"],
                ["Dioclétien", "Diocletian"],
            ],
            others: &[
                ["Auguste", "Augustus"],
                ["Constantin", "Constantine"],
                ["Théodose", "Theodosius"],
            ],
        },
        Group {
            name: ["Le Nouveau Testament", "The New Testament"],
            which: [
                "Parmi ces textes, lesquels font partie du Nouveau Testament ?",
                "Which of these texts are part of the New Testament?",
            ],
            which_not: [
                "Parmi ces textes, lesquels ne font pas partie du Nouveau Testament ?",
                "Which of these texts are not part of the New Testament?",
            ],
            members: &[
                ["l'Évangile selon Matthieu", "the Gospel of Matthew"],
                ["l'Évangile selon Marc", "the Gospel of Mark"],
                ["l'Évangile selon Luc", "the Gospel of Luke"],
                ["l'Évangile selon Jean", "the Gospel of John"],
                ["les Actes des Apôtres", "the Acts of the Apostles"],
            ],
            others: &[
                ["la Genèse", "Genesis"],
                ["l'Exode", "Exodus"],
                ["l'Iliade", "the Iliad"],
                ["l'Énéide", "the Aeneid"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La frise des chrétiens dans l'Empire",
            "The timeline of Christians in the Empire",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire des chrétiens de l'Empire, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of the Christians of the Empire, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la crucifixion de Jésus à Jérusalem (vers 30)",
                "the crucifixion of Jesus in Jerusalem (around 30)",
            ],
            [
                "la persécution de Néron à Rome (64)",
                "Nero's persecution in Rome (64)",
            ],
            [
                "le martyre de Blandine à Lyon (177)",
                "the martyrdom of Blandina in Lyon (177)",
            ],
            [
                "la grande persécution de Dioclétien (303)",
                "the great persecution of Diocletian (303)",
            ],
            [
                "la liberté de culte accordée par Constantin (313)",
                "the freedom of worship granted by Constantine (313)",
            ],
            [
                "l'interdiction des cultes païens par Théodose (392)",
                "the ban on pagan cults by Theodosius (392)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Néron persécute-t-il les chrétiens de Rome, après l'incendie de la ville ?",
                "In which year does Nero persecute the Christians of Rome, after the fire of the city?",
            ],
            ["la persécution de Néron", "Nero's persecution"],
            64.0,
        ),
        year(
            [
                "En quelle année Blandine est-elle martyrisée à Lyon ?",
                "In which year is Blandina martyred in Lyon?",
            ],
            ["le martyre de Blandine", "the martyrdom of Blandina"],
            177.0,
        ),
        year(
            [
                "En quelle année Constantin accorde-t-il la liberté de culte aux chrétiens ?",
                "In which year does Constantine grant the Christians freedom of worship?",
            ],
            [
                "la liberté de culte accordée par Constantin",
                "the freedom of worship granted by Constantine",
            ],
            313.0,
        ),
        year(
            [
                "En quelle année Théodose interdit-il les cultes païens ?",
                "In which year does Theodosius ban the pagan cults?",
            ],
            ["l'interdiction des cultes païens", "the ban on pagan cults"],
            392.0,
        ),
    ],
    diagrams: &[],
};

/// Les relations de l'Empire romain avec les autres mondes anciens : l'ancienne route de la
/// soie et la Chine des Han.
pub(crate) static ROME_HAN: Bank = Bank {
    chapter: "histoire-geographie-6e-rome-et-la-chine-des-han",
    title: ["Rome et la Chine des Han", "Rome and Han China"],
    relations: &[
        Relation {
            name: [
                "Les mots de la route de la soie",
                "The words of the Silk Road",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la route de la soie", "the Silk Road"],
                    [
                        "l'ensemble des routes commerciales, terrestres et maritimes, qui relient la Chine au monde méditerranéen",
                        "the network of trade routes, by land and sea, linking China to the Mediterranean world",
                    ],
                    [
                        "Qu'est-ce que la route de la soie ?",
                        "What is the Silk Road?",
                    ],
                ),
                word!(
                    ["la soie", "silk"],
                    [
                        "un tissu précieux fabriqué en Chine avec le fil du ver à soie",
                        "a precious cloth made in China from the thread of the silkworm",
                    ],
                    ["Qu'est-ce que la soie ?", "What is silk?"],
                ),
                word!(
                    ["une caravane", "a caravan"],
                    [
                        "un groupe de marchands qui voyagent ensemble avec leurs bêtes de somme, comme les chameaux",
                        "a group of merchants travelling together with their pack animals, such as camels",
                    ],
                    ["Qu'est-ce qu'une caravane ?", "What is a caravan?"],
                ),
                word!(
                    ["une dynastie", "a dynasty"],
                    [
                        "une suite de souverains issus de la même famille",
                        "a line of rulers from the same family",
                    ],
                    ["Qu'est-ce qu'une dynastie ?", "What is a dynasty?"],
                ),
                word!(
                    ["le confucianisme", "Confucianism"],
                    [
                        "la doctrine inspirée de Confucius, fondée sur le respect de l'ordre, de la famille et des anciens, adoptée par les Han",
                        "the teaching inspired by Confucius, based on respect for order, family and elders, taken up by the Han",
                    ],
                    ["Qu'est-ce que le confucianisme ?", "What is Confucianism?"],
                ),
                word!(
                    ["le Fils du Ciel", "the Son of Heaven"],
                    [
                        "le titre de l'empereur de Chine, qui gouverne par la volonté du Ciel",
                        "the title of the emperor of China, who rules by the will of Heaven",
                    ],
                    [
                        "Que désigne l'expression « Fils du Ciel » ?",
                        "What does the phrase “Son of Heaven” mean?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les personnages et les lieux", "The people and places"],
            matching: [
                "Associe chaque nom à sa description.",
                "Match each name with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Qin Shi Huangdi", "Qin Shi Huang"],
                    [
                        "le premier empereur de Chine, qui unifie le pays en 221 av. J.-C. et se fait enterrer avec une armée de terre cuite",
                        "the first emperor of China, who unites the country in 221 BC and is buried with a terracotta army",
                    ],
                    ["Qui était Qin Shi Huangdi ?", "Who was Qin Shi Huang?"],
                    [
                        "Quel empereur unifie la Chine en 221 av. J.-C. et se fait enterrer avec une armée de terre cuite ?",
                        "Which emperor unites China in 221 BC and is buried with a terracotta army?",
                    ],
                ),
                pair(
                    ["Wudi", "Wudi"],
                    [
                        "l'empereur Han qui envoie Zhang Qian vers l'ouest et étend l'empire vers l'Asie centrale",
                        "the Han emperor who sends Zhang Qian west and extends the empire towards Central Asia",
                    ],
                    ["Qui était Wudi ?", "Who was Wudi?"],
                    [
                        "Quel empereur Han envoie Zhang Qian vers l'ouest et étend l'empire vers l'Asie centrale ?",
                        "Which Han emperor sends Zhang Qian west and extends the empire towards Central Asia?",
                    ],
                ),
                pair(
                    ["Zhang Qian", "Zhang Qian"],
                    [
                        "l'envoyé chinois dont les voyages en Asie centrale ouvrent la route de la soie, au IIe siècle av. J.-C.",
                        "the Chinese envoy whose journeys in Central Asia open the Silk Road, in the 2nd century BC",
                    ],
                    ["Qui était Zhang Qian ?", "Who was Zhang Qian?"],
                    [
                        "Quel envoyé chinois ouvre la route de la soie par ses voyages en Asie centrale, au IIe siècle av. J.-C. ?",
                        "Which Chinese envoy opens the Silk Road through his journeys in Central Asia, in the 2nd century BC?",
                    ],
                ),
                pair(
                    ["Confucius", "Confucius"],
                    [
                        "le sage chinois du VIe et du Ve siècle av. J.-C. dont l'enseignement guide l'État des Han",
                        "the Chinese sage of the 6th and 5th centuries BC whose teaching guides the Han state",
                    ],
                    ["Qui était Confucius ?", "Who was Confucius?"],
                    [
                        "Quel sage chinois du VIe et du Ve siècle av. J.-C. a un enseignement qui guide l'État des Han ?",
                        "Which Chinese sage of the 6th and 5th centuries BC has a teaching that guides the Han state?",
                    ],
                ),
                pair(
                    ["Chang'an", "Chang'an"],
                    [
                        "la capitale des premiers empereurs Han, point de départ de la route de la soie",
                        "the capital of the first Han emperors, the starting point of the Silk Road",
                    ],
                    ["Qu'est-ce que Chang'an ?", "What is Chang'an?"],
                    [
                        "Quelle ville est la capitale des premiers empereurs Han et le point de départ de la route de la soie ?",
                        "Which town is the capital of the first Han emperors and the starting point of the Silk Road?",
                    ],
                ),
                pair(
                    ["Palmyre", "Palmyra"],
                    [
                        "une riche ville-étape des caravanes, dans le désert de Syrie",
                        "a rich caravan stop in the Syrian desert",
                    ],
                    ["Qu'est-ce que Palmyre ?", "What is Palmyra?"],
                    [
                        "Quelle riche ville-étape des caravanes se trouve dans le désert de Syrie ?",
                        "Which rich caravan stop lies in the Syrian desert?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les empires du IIe siècle",
                "The empires of the 2nd century",
            ],
            which: [
                "Parmi ces empires, lesquels existent au IIe siècle après J.-C. ?",
                "Which of these empires exist in the 2nd century AD?",
            ],
            which_not: [
                "Parmi ces empires, lesquels n'existent pas au IIe siècle après J.-C. ?",
                "Which of these empires do not exist in the 2nd century AD?",
            ],
            members: &[
                ["l'Empire romain", "the Roman Empire"],
                ["l'Empire parthe", "the Parthian Empire"],
                ["l'empire des Han", "the Han Empire"],
            ],
            others: &[
                ["l'Empire byzantin", "the Byzantine Empire"],
                ["l'Empire carolingien", "the Carolingian Empire"],
                ["l'Empire ottoman", "the Ottoman Empire"],
            ],
        },
        Group {
            name: ["Les inventions des Han", "Han inventions"],
            which: [
                "Parmi ces inventions, lesquelles ont été faites en Chine à l'époque des Han ?",
                "Which of these inventions were made in China in Han times?",
            ],
            which_not: [
                "Parmi ces inventions, lesquelles n'ont pas été faites en Chine à l'époque des Han ?",
                "Which of these inventions were not made in China in Han times?",
            ],
            members: &[
                ["le papier", "paper"],
                ["le sismographe de Zhang Heng", "Zhang Heng's seismograph"],
            ],
            others: &[
                ["l'alphabet grec", "the Greek alphabet"],
                ["le verre soufflé", "blown glass"],
                ["l'écriture cunéiforme", "cuneiform writing"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La frise de la Chine et de Rome",
            "The timeline of China and Rome",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Sur la frise de la Chine et de Rome, quel événement vient juste après celui-ci : « {} » ?",
            "On the timeline of China and Rome, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la mort de Confucius (479 av. J.-C.)",
                "the death of Confucius (479 BC)",
            ],
            [
                "l'unification de la Chine par Qin Shi Huangdi (221 av. J.-C.)",
                "the unification of China by Qin Shi Huang (221 BC)",
            ],
            [
                "la fondation de la dynastie Han (206 av. J.-C.)",
                "the founding of the Han dynasty (206 BC)",
            ],
            [
                "Octave devient Auguste, premier empereur romain (27 av. J.-C.)",
                "Octavian becomes Augustus, the first Roman emperor (27 BC)",
            ],
            [
                "l'invention du papier, attribuée à Cai Lun (105)",
                "the invention of paper, credited to Cai Lun (105)",
            ],
            [
                "l'arrivée à la cour des Han d'envoyés se disant romains (166)",
                "the arrival at the Han court of envoys claiming to be Roman (166)",
            ],
            [
                "la fin de la dynastie Han (220)",
                "the end of the Han dynasty (220)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année avant J.-C. Qin Shi Huangdi unifie-t-il la Chine ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC does Qin Shi Huang unite China? (Give the number of years BC.)",
            ],
            [
                "l'unification de la Chine (année av. J.-C.)",
                "the unification of China (year BC)",
            ],
            221.0,
        ),
        year(
            [
                "En quelle année avant J.-C. commence la dynastie Han ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC does the Han dynasty begin? (Give the number of years BC.)",
            ],
            [
                "le début de la dynastie Han (année av. J.-C.)",
                "the beginning of the Han dynasty (year BC)",
            ],
            206.0,
        ),
        year(
            [
                "En quelle année des envoyés se disant romains arrivent-ils à la cour des Han ?",
                "In which year do envoys claiming to be Roman reach the Han court?",
            ],
            [
                "l'arrivée d'envoyés romains en Chine",
                "the arrival of Roman envoys in China",
            ],
            166.0,
        ),
        year(
            [
                "En quelle année la dynastie Han prend-elle fin ?",
                "In which year does the Han dynasty come to an end?",
            ],
            ["la fin de la dynastie Han", "the end of the Han dynasty"],
            220.0,
        ),
    ],
    diagrams: &[],
};

#[cfg(test)]
mod tests {
    use crate::domain::question::Language;
    use crate::generate::builtin::bank::{self, Bank, VARIANTS};
    use crate::generate::builtin::{Ctx, Lvl};

    /// Prints one question of each template of the 6e and 5e banks, as a teacher sees them.
    pub(crate) fn dump(banks: &'static [&'static Bank]) {
        for (mode, b) in banks.iter().enumerate() {
            println!("=== {}", b.chapter);
            for (kind, _) in b.templates() {
                for v in 0..VARIANTS {
                    for lang in [Language::Fr, Language::En] {
                        let mut c = Ctx::new(7 + u64::from(v), lang, Lvl::L6, mode as u8);
                        c.pin = Some(v);
                        c.round = 12 * u64::from(v) + 30;
                        let q = bank::special(banks, &mut c, kind).expect("a template");
                        let d = &q.draft;
                        println!("[{kind:?}/{v}] {}", d.stem);
                        for ch in &d.choices {
                            println!("    {} {}", if ch.correct { "+" } else { "-" }, ch.text);
                        }
                        println!("    => {:?}", d.answer);
                    }
                }
            }
        }
    }

    #[test]
    #[ignore = "prints the questions: cargo test --lib hg::l6::tests::print -- --ignored --nocapture"]
    fn print() {
        dump(super::BANKS);
        dump(super::super::l5::BANKS);
    }
}
