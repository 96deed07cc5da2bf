//! SVT Terminale, enseignement de spécialité (BO spécial n° 8 du 25 juillet 2019).

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The Terminale SVT family: a catalog entry's mode is the index of its chapter's bank in
/// [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// The Terminale SVT banks (append only: the catalog names them by index).
pub(crate) static BANKS: &[&Bank] = &[
    &GENETIQUE, &PASSE, &PLANTE, &CLIMATS, &NERVEUX, &MUSCLE, &STRESS,
];

/// Génétique et évolution.
pub(crate) static GENETIQUE: Bank = Bank {
    chapter: "svt-tle-genetique-et-evolution",
    title: ["Génétique et évolution", "Genetics and evolution"],
    relations: &[
        Relation {
            name: ["Le brassage génétique", "Genetic shuffling"],
            matching: [
                "Associe chaque mot du brassage génétique à sa définition.",
                "Match each word of genetic shuffling with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    [
                        "le brassage interchromosomique",
                        "interchromosomal shuffling",
                    ],
                    [
                        "la répartition au hasard des chromosomes de chaque paire entre les deux cellules filles, lors de la première division de méiose",
                        "the random sorting of the chromosomes of each pair between the two daughter cells, at the first division of meiosis",
                    ],
                    [
                        "Qu'est-ce que le brassage interchromosomique ?",
                        "What is interchromosomal shuffling?",
                    ],
                    [
                        "Comment appelle-t-on la répartition au hasard des chromosomes de chaque paire entre les deux cellules filles, lors de la première division de méiose ?",
                        "What is the random sorting of the chromosomes of each pair between the two daughter cells, at the first division of meiosis, called?",
                    ],
                ),
                pair(
                    [
                        "le brassage intrachromosomique",
                        "intrachromosomal shuffling",
                    ],
                    [
                        "l'échange de portions de chromatides entre chromosomes homologues appariés, par crossing-over",
                        "the exchange of pieces of chromatids between paired homologous chromosomes, by crossing over",
                    ],
                    [
                        "Qu'est-ce que le brassage intrachromosomique ?",
                        "What is intrachromosomal shuffling?",
                    ],
                    [
                        "Comment appelle-t-on l'échange de portions de chromatides entre chromosomes homologues appariés, par crossing-over ?",
                        "What is the exchange of pieces of chromatids between paired homologous chromosomes, by crossing over, called?",
                    ],
                ),
                pair(
                    ["un croisement test", "a test cross"],
                    [
                        "le croisement d'un individu avec un partenaire homozygote récessif pour les gènes étudiés",
                        "the crossing of an individual with a partner homozygous recessive for the genes studied",
                    ],
                    ["Qu'est-ce qu'un croisement test ?", "What is a test cross?"],
                    [
                        "Comment appelle-t-on le croisement d'un individu avec un partenaire homozygote récessif pour les gènes étudiés ?",
                        "What is the crossing of an individual with a partner homozygous recessive for the genes studied called?",
                    ],
                ),
                pair(
                    ["une lignée pure", "a pure line"],
                    [
                        "une lignée d'individus homozygotes pour les gènes étudiés",
                        "a line of individuals homozygous for the genes studied",
                    ],
                    ["Qu'est-ce qu'une lignée pure ?", "What is a pure line?"],
                    [
                        "Comment appelle-t-on une lignée d'individus homozygotes pour les gènes étudiés ?",
                        "What is a line of individuals homozygous for the genes studied called?",
                    ],
                ),
                pair(
                    ["le génotype", "the genotype"],
                    [
                        "l'ensemble des allèles que possède un individu pour les gènes étudiés",
                        "all the alleles an individual has for the genes studied",
                    ],
                    ["Qu'est-ce que le génotype ?", "What is the genotype?"],
                    [
                        "Comment appelle-t-on l'ensemble des allèles que possède un individu pour les gènes étudiés ?",
                        "What are all the alleles an individual has for the genes studied called?",
                    ],
                ),
                pair(
                    ["un gamète recombiné", "a recombinant gamete"],
                    [
                        "un gamète qui porte une association d'allèles absente chez les parents de l'individu qui l'a produit",
                        "a gamete that carries a combination of alleles absent from the parents of the individual that made it",
                    ],
                    [
                        "Qu'est-ce qu'un gamète recombiné ?",
                        "What is a recombinant gamete?",
                    ],
                    [
                        "Comment appelle-t-on un gamète qui porte une association d'allèles absente chez les parents de l'individu qui l'a produit ?",
                        "What is a gamete that carries a combination of alleles absent from the parents of the individual that made it called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["L'évolution des génomes", "How genomes evolve"],
            matching: [
                "Associe chaque mot de l'évolution des génomes à sa définition.",
                "Match each word of genome evolution with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la dérive génétique", "genetic drift"],
                    [
                        "la variation au hasard des fréquences des allèles d'une génération à l'autre, d'autant plus forte que la population est petite",
                        "the random change of allele frequencies from one generation to the next, all the stronger as the population is small",
                    ],
                    [
                        "Qu'est-ce que la dérive génétique ?",
                        "What is genetic drift?",
                    ],
                    [
                        "Comment appelle-t-on la variation au hasard des fréquences des allèles d'une génération à l'autre, d'autant plus forte que la population est petite ?",
                        "What is the random change of allele frequencies from one generation to the next, all the stronger as the population is small, called?",
                    ],
                ),
                pair(
                    ["la sélection naturelle", "natural selection"],
                    [
                        "l'augmentation de la fréquence des allèles qui favorisent la survie et la reproduction dans un milieu donné",
                        "the rise in frequency of the alleles that favour survival and reproduction in a given environment",
                    ],
                    [
                        "Qu'est-ce que la sélection naturelle ?",
                        "What is natural selection?",
                    ],
                    [
                        "Comment appelle-t-on l'augmentation de la fréquence des allèles qui favorisent la survie et la reproduction dans un milieu donné ?",
                        "What is the rise in frequency of the alleles that favour survival and reproduction in a given environment called?",
                    ],
                ),
                pair(
                    ["un transfert horizontal", "a horizontal transfer"],
                    [
                        "le passage de gènes d'un être vivant à un autre en dehors de la reproduction",
                        "the passing of genes from one living thing to another outside reproduction",
                    ],
                    [
                        "Qu'est-ce qu'un transfert horizontal de gènes ?",
                        "What is a horizontal gene transfer?",
                    ],
                    [
                        "Comment appelle-t-on le passage de gènes d'un être vivant à un autre en dehors de la reproduction ?",
                        "What is the passing of genes from one living thing to another outside reproduction called?",
                    ],
                ),
                pair(
                    ["l'endosymbiose", "endosymbiosis"],
                    [
                        "l'intégration durable d'une bactérie dans une cellule hôte, à l'origine des mitochondries et des chloroplastes",
                        "the lasting taking in of a bacterium by a host cell, which gave rise to mitochondria and chloroplasts",
                    ],
                    ["Qu'est-ce que l'endosymbiose ?", "What is endosymbiosis?"],
                    [
                        "Comment appelle-t-on l'intégration durable d'une bactérie dans une cellule hôte, à l'origine des mitochondries et des chloroplastes ?",
                        "What is the lasting taking in of a bacterium by a host cell, which gave rise to mitochondria and chloroplasts, called?",
                    ],
                ),
                pair(
                    ["une famille multigénique", "a multigene family"],
                    [
                        "un ensemble de gènes semblables issus des duplications d'un même gène ancestral",
                        "a set of similar genes that come from the duplications of one ancestral gene",
                    ],
                    [
                        "Qu'est-ce qu'une famille multigénique ?",
                        "What is a multigene family?",
                    ],
                    [
                        "Comment appelle-t-on un ensemble de gènes semblables issus des duplications d'un même gène ancestral ?",
                        "What is a set of similar genes that come from the duplications of one ancestral gene called?",
                    ],
                ),
                pair(
                    ["la spéciation", "speciation"],
                    [
                        "la formation d'une nouvelle espèce à partir d'une population isolée génétiquement des autres",
                        "the forming of a new species from a population genetically cut off from the others",
                    ],
                    ["Qu'est-ce que la spéciation ?", "What is speciation?"],
                    [
                        "Comment appelle-t-on la formation d'une nouvelle espèce à partir d'une population isolée génétiquement des autres ?",
                        "What is the forming of a new species from a population genetically cut off from the others called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les organites issus d'une endosymbiose",
                "Organelles that come from endosymbiosis",
            ],
            which: [
                "Parmi ces éléments d'une cellule eucaryote, lesquels sont issus d'une endosymbiose ?",
                "Which of these parts of a eukaryotic cell come from endosymbiosis?",
            ],
            which_not: [
                "Parmi ces éléments d'une cellule eucaryote, lesquels ne sont pas issus d'une endosymbiose ?",
                "Which of these parts of a eukaryotic cell do not come from endosymbiosis?",
            ],
            members: &[
                ["les mitochondries", "the mitochondria"],
                ["les chloroplastes", "the chloroplasts"],
            ],
            others: &[
                ["le noyau", "the nucleus"],
                ["l'appareil de Golgi", "the Golgi apparatus"],
                ["la vacuole", "the vacuole"],
            ],
        },
        Group {
            name: [
                "Ce qui change les fréquences des allèles",
                "What changes allele frequencies",
            ],
            which: [
                "Parmi ces facteurs, lesquels peuvent modifier les fréquences des allèles d'une population au fil des générations ?",
                "Which of these factors can change the allele frequencies of a population over the generations?",
            ],
            which_not: [
                "Parmi ces conditions, lesquelles ne modifient pas les fréquences des allèles d'une population au fil des générations ?",
                "Which of these conditions do not change the allele frequencies of a population over the generations?",
            ],
            members: &[
                ["la sélection naturelle", "natural selection"],
                ["la dérive génétique", "genetic drift"],
                ["les migrations", "migration"],
                ["les mutations", "mutations"],
            ],
            others: &[
                [
                    "des unions au hasard entre individus",
                    "random mating between individuals",
                ],
                [
                    "la transmission des allèles par la méiose et la fécondation",
                    "the passing on of alleles through meiosis and fertilisation",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La méiose", "Meiosis"],
        order: [
            "Range dans l'ordre les étapes de la méiose.",
            "Put the stages of meiosis in order.",
        ],
        backward: [
            "Range ces étapes de la méiose de la dernière à la première.",
            "Put these stages of meiosis in order from last to first.",
        ],
        next: [
            "Au cours de la méiose, quelle étape vient juste après « {} » ?",
            "During meiosis, which stage comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : au cours de la méiose, « {a} » vient avant « {b} ».",
            "True or false: during meiosis, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "les chromosomes homologues s'apparient et des crossing-over ont lieu",
                "the homologous chromosomes pair up and crossing over takes place",
            ],
            [
                "les chromosomes homologues de chaque paire se séparent",
                "the homologous chromosomes of each pair separate",
            ],
            [
                "deux cellules haploïdes se forment",
                "two haploid cells form",
            ],
            [
                "les chromatides de chaque chromosome se séparent",
                "the chromatids of each chromosome separate",
            ],
            [
                "quatre cellules haploïdes se forment",
                "four haploid cells form",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Par le seul brassage interchromosomique, combien de combinaisons de chromosomes différentes les gamètes d'un organisme à 2n = 8 peuvent-ils recevoir ?",
                "Through interchromosomal shuffling alone, how many different combinations of chromosomes can the gametes of an organism with 2n = 8 receive?",
            ],
            about: [
                "les combinaisons de chromosomes des gamètes pour 2n = 8",
                "the combinations of chromosomes of the gametes for 2n = 8",
            ],
            value: 16.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans une population à l'équilibre de Hardy-Weinberg, l'allèle a a une fréquence de 0,3. Quelle est la fréquence attendue des individus de génotype (a//a) ?",
                "In a population at Hardy-Weinberg equilibrium, allele a has a frequency of 0.3. What is the expected frequency of individuals of genotype (a//a)?",
            ],
            about: [
                "la fréquence attendue des homozygotes (a//a)",
                "the expected frequency of (a//a) homozygotes",
            ],
            value: 0.09,
            dp: 2,
            unit: "",
        },
        Number {
            ask: [
                "Dans une population à l'équilibre de Hardy-Weinberg, les allèles A et a ont des fréquences de 0,6 et 0,4. Quelle est la fréquence attendue des hétérozygotes ?",
                "In a population at Hardy-Weinberg equilibrium, alleles A and a have frequencies of 0.6 and 0.4. What is the expected frequency of heterozygotes?",
            ],
            about: [
                "la fréquence attendue des hétérozygotes",
                "the expected frequency of heterozygotes",
            ],
            value: 0.48,
            dp: 2,
            unit: "",
        },
        Number {
            ask: [
                "Un croisement test porte sur un individu hétérozygote pour deux gènes indépendants. Quel pourcentage des descendants a chacun des quatre phénotypes ?",
                "A test cross is made with an individual heterozygous for two independent genes. What percentage of the offspring has each of the four phenotypes?",
            ],
            about: [
                "le pourcentage de chaque phénotype d'un croisement test à gènes indépendants",
                "the percentage of each phenotype of a test cross with independent genes",
            ],
            value: 25.0,
            dp: 0,
            unit: "%",
        },
    ],
    diagrams: &[],
};

/// À la recherche du passé géologique de notre planète.
pub(crate) static PASSE: Bank = Bank {
    chapter: "svt-tle-passe-geologique",
    title: [
        "Le passé géologique de la Terre",
        "The geological past of the Earth",
    ],
    relations: &[
        Relation {
            name: [
                "Les principes de la chronologie relative",
                "The principles of relative dating",
            ],
            matching: [
                "Associe chaque principe de chronologie relative à son énoncé.",
                "Match each principle of relative dating with its statement.",
            ],
            typed: true,
            pairs: &[
                pair(
                    [
                        "le principe de superposition",
                        "the principle of superposition",
                    ],
                    [
                        "une couche sédimentaire est plus récente que celle qu'elle recouvre",
                        "a sedimentary layer is younger than the one it covers",
                    ],
                    [
                        "Que dit le principe de superposition ?",
                        "What does the principle of superposition say?",
                    ],
                    [
                        "Quel principe dit qu'une couche sédimentaire est plus récente que celle qu'elle recouvre ?",
                        "Which principle says that a sedimentary layer is younger than the one it covers?",
                    ],
                ),
                pair(
                    [
                        "le principe de recoupement",
                        "the principle of cross-cutting",
                    ],
                    [
                        "une structure qui en recoupe une autre est plus récente qu'elle",
                        "a structure that cuts across another is younger than it",
                    ],
                    [
                        "Que dit le principe de recoupement ?",
                        "What does the principle of cross-cutting say?",
                    ],
                    [
                        "Quel principe dit qu'une structure qui en recoupe une autre est plus récente qu'elle ?",
                        "Which principle says that a structure that cuts across another is younger than it?",
                    ],
                ),
                pair(
                    ["le principe d'inclusion", "the principle of inclusion"],
                    [
                        "un fragment de roche inclus dans une autre roche est plus ancien qu'elle",
                        "a piece of rock enclosed in another rock is older than it",
                    ],
                    [
                        "Que dit le principe d'inclusion ?",
                        "What does the principle of inclusion say?",
                    ],
                    [
                        "Quel principe dit qu'un fragment de roche inclus dans une autre roche est plus ancien qu'elle ?",
                        "Which principle says that a piece of rock enclosed in another rock is older than it?",
                    ],
                ),
                pair(
                    ["le principe de continuité", "the principle of continuity"],
                    [
                        "une même couche a le même âge sur toute son étendue",
                        "one layer has the same age over its whole extent",
                    ],
                    [
                        "Que dit le principe de continuité ?",
                        "What does the principle of continuity say?",
                    ],
                    [
                        "Quel principe dit qu'une même couche a le même âge sur toute son étendue ?",
                        "Which principle says that one layer has the same age over its whole extent?",
                    ],
                ),
                pair(
                    [
                        "le principe d'identité paléontologique",
                        "the principle of faunal succession",
                    ],
                    [
                        "des couches qui contiennent les mêmes fossiles stratigraphiques ont le même âge",
                        "layers that hold the same index fossils have the same age",
                    ],
                    [
                        "Que dit le principe d'identité paléontologique ?",
                        "What does the principle of faunal succession say?",
                    ],
                    [
                        "Quel principe dit que des couches qui contiennent les mêmes fossiles stratigraphiques ont le même âge ?",
                        "Which principle says that layers that hold the same index fossils have the same age?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Dater et lire les roches", "Dating and reading rocks"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un fossile stratigraphique", "an index fossil"],
                    [
                        "le fossile d'une espèce qui a vécu peu de temps sur une large région, et qui sert à dater les couches",
                        "the fossil of a species that lived a short time over a wide area, used to date layers",
                    ],
                    [
                        "Qu'est-ce qu'un fossile stratigraphique ?",
                        "What is an index fossil?",
                    ],
                    [
                        "Comment appelle-t-on le fossile d'une espèce qui a vécu peu de temps sur une large région, et qui sert à dater les couches ?",
                        "What is the fossil of a species that lived a short time over a wide area, used to date layers, called?",
                    ],
                ),
                pair(
                    ["une discordance", "an unconformity"],
                    [
                        "une surface qui sépare des couches déformées et érodées de couches plus récentes déposées par-dessus",
                        "a surface that separates deformed and eroded layers from younger layers laid down on top",
                    ],
                    ["Qu'est-ce qu'une discordance ?", "What is an unconformity?"],
                    [
                        "Comment appelle-t-on une surface qui sépare des couches déformées et érodées de couches plus récentes déposées par-dessus ?",
                        "What is a surface that separates deformed and eroded layers from younger layers laid down on top called?",
                    ],
                ),
                pair(
                    ["la demi-vie", "the half-life"],
                    [
                        "la durée au bout de laquelle la moitié des atomes d'un isotope radioactif s'est désintégrée",
                        "the time after which half the atoms of a radioactive isotope have decayed",
                    ],
                    [
                        "Qu'est-ce que la demi-vie d'un isotope radioactif ?",
                        "What is the half-life of a radioactive isotope?",
                    ],
                    [
                        "Comment appelle-t-on la durée au bout de laquelle la moitié des atomes d'un isotope radioactif s'est désintégrée ?",
                        "What is the time after which half the atoms of a radioactive isotope have decayed called?",
                    ],
                ),
                pair(
                    ["la datation absolue", "absolute dating"],
                    [
                        "la mesure de l'âge d'une roche en années, grâce à la désintégration d'isotopes radioactifs",
                        "measuring the age of a rock in years, from the decay of radioactive isotopes",
                    ],
                    [
                        "Qu'est-ce que la datation absolue ?",
                        "What is absolute dating?",
                    ],
                    [
                        "Comment appelle-t-on la mesure de l'âge d'une roche en années, grâce à la désintégration d'isotopes radioactifs ?",
                        "What is measuring the age of a rock in years, from the decay of radioactive isotopes, called?",
                    ],
                ),
                pair(
                    ["une ophiolite", "an ophiolite"],
                    [
                        "un fragment de lithosphère océanique charrié sur un continent",
                        "a piece of oceanic lithosphere thrust onto a continent",
                    ],
                    ["Qu'est-ce qu'une ophiolite ?", "What is an ophiolite?"],
                    [
                        "Comment appelle-t-on un fragment de lithosphère océanique charrié sur un continent ?",
                        "What is a piece of oceanic lithosphere thrust onto a continent called?",
                    ],
                ),
                pair(
                    ["une crise biologique", "a mass extinction"],
                    [
                        "la disparition d'un grand nombre d'espèces en un temps géologiquement court",
                        "the disappearance of a great number of species in a geologically short time",
                    ],
                    [
                        "Qu'est-ce qu'une crise biologique ?",
                        "What is a mass extinction?",
                    ],
                    [
                        "Comment appelle-t-on la disparition d'un grand nombre d'espèces en un temps géologiquement court ?",
                        "What is the disappearance of a great number of species in a geologically short time called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les méthodes de datation absolue",
                "Absolute dating methods",
            ],
            which: [
                "Parmi ces méthodes, lesquelles sont des méthodes de datation absolue ?",
                "Which of these methods are absolute dating methods?",
            ],
            which_not: [
                "Parmi ces méthodes, lesquelles ne sont pas des méthodes de datation absolue ?",
                "Which of these methods are not absolute dating methods?",
            ],
            members: &[
                ["la méthode rubidium-strontium", "rubidium-strontium dating"],
                ["la méthode potassium-argon", "potassium-argon dating"],
                ["la méthode du carbone 14", "carbon-14 dating"],
                ["la méthode uranium-plomb", "uranium-lead dating"],
            ],
            others: &[
                [
                    "l'ordre de superposition des couches",
                    "the order in which layers lie",
                ],
                [
                    "la comparaison des fossiles stratigraphiques",
                    "comparing index fossils",
                ],
                [
                    "le recoupement d'une couche par une faille",
                    "a fault cutting across a layer",
                ],
            ],
        },
        Group {
            name: [
                "Les marques d'un raccourcissement",
                "The signs of shortening",
            ],
            which: [
                "Parmi ces structures, lesquelles témoignent d'un raccourcissement de la croûte ?",
                "Which of these structures show a shortening of the crust?",
            ],
            which_not: [
                "Parmi ces structures, lesquelles ne témoignent pas d'un raccourcissement de la croûte ?",
                "Which of these structures do not show a shortening of the crust?",
            ],
            members: &[
                ["les plis", "folds"],
                ["les failles inverses", "reverse faults"],
                ["les chevauchements", "thrusts"],
            ],
            others: &[
                ["les failles normales", "normal faults"],
                ["les blocs basculés", "tilted blocks"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Quelques étapes de l'histoire de la Terre",
            "Some stages of the Earth's history",
        ],
        order: [
            "Range ces événements de l'histoire de la Terre du plus ancien au plus récent.",
            "Put these events of the Earth's history in order from the oldest to the most recent.",
        ],
        backward: [
            "Range ces événements de l'histoire de la Terre du plus récent au plus ancien.",
            "Put these events of the Earth's history in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'histoire de la Terre, quel événement vient juste après « {} » ?",
            "In the Earth's history, which event comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire de la Terre, « {a} » a eu lieu avant « {b} ».",
            "True or false: in the Earth's history, “{a}” happened before “{b}”.",
        ],
        steps: &[
            ["la formation de la Terre", "the formation of the Earth"],
            ["l'apparition de la vie", "the appearance of life"],
            [
                "la diversification des animaux au Cambrien",
                "the spread of animals in the Cambrian",
            ],
            [
                "la crise biologique de la fin du Permien",
                "the mass extinction at the end of the Permian",
            ],
            [
                "la crise biologique de la fin du Crétacé",
                "the mass extinction at the end of the Cretaceous",
            ],
            [
                "l'apparition du genre Homo",
                "the appearance of the genus Homo",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Il y a combien de millions d'années a eu lieu la crise biologique de la fin du Crétacé ?",
                "How many million years ago did the mass extinction at the end of the Cretaceous take place?",
            ],
            about: [
                "l'âge, en millions d'années, de la crise de la fin du Crétacé",
                "the age, in million years, of the end-Cretaceous extinction",
            ],
            value: 66.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Le carbone 14 a une demi-vie de 5\u{202f}730 ans. Quel pourcentage des atomes de carbone 14 de départ reste-t-il au bout de 11\u{202f}460 ans ?",
                "Carbon-14 has a half-life of 5,730 years. What percentage of the original carbon-14 atoms is left after 11,460 years?",
            ],
            about: [
                "le carbone 14 restant au bout de 11\u{202f}460 ans",
                "the carbon-14 left after 11,460 years",
            ],
            value: 25.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "Un isotope radioactif a une demi-vie de 1,3 milliard d'années. Au bout de combien de milliards d'années ne reste-t-il que le quart des atomes de départ ?",
                "A radioactive isotope has a half-life of 1.3 billion years. After how many billion years is only a quarter of the original atoms left?",
            ],
            about: [
                "la durée, en milliards d'années, pour qu'il ne reste que le quart des atomes",
                "the time, in billion years, until only a quarter of the atoms is left",
            ],
            value: 2.6,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// De la plante sauvage à la plante domestiquée.
pub(crate) static PLANTE: Bank = Bank {
    chapter: "svt-tle-plante-domestiquee",
    title: [
        "De la plante sauvage à la plante domestiquée",
        "From wild plant to domesticated plant",
    ],
    relations: &[
        Relation {
            name: [
                "L'organisation d'une plante à fleurs",
                "How a flowering plant is organised",
            ],
            matching: [
                "Associe chaque organe ou tissu de la plante à sa fonction.",
                "Match each organ or tissue of the plant with its function.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les racines", "the roots"],
                    [
                        "absorber l'eau et les ions minéraux du sol",
                        "to take up water and mineral ions from the soil",
                    ],
                    [
                        "Quelle est la fonction des racines ?",
                        "What is the function of the roots?",
                    ],
                    [
                        "Quels organes de la plante absorbent l'eau et les ions minéraux du sol ?",
                        "Which organs of the plant take up water and mineral ions from the soil?",
                    ],
                ),
                pair(
                    ["les feuilles", "the leaves"],
                    [
                        "capter la lumière et produire de la matière organique par photosynthèse",
                        "to capture light and make organic matter by photosynthesis",
                    ],
                    [
                        "Quelle est la fonction des feuilles ?",
                        "What is the function of the leaves?",
                    ],
                    [
                        "Quels organes de la plante captent la lumière et produisent de la matière organique par photosynthèse ?",
                        "Which organs of the plant capture light and make organic matter by photosynthesis?",
                    ],
                ),
                pair(
                    ["les stomates", "the stomata"],
                    [
                        "régler les échanges de gaz entre la feuille et l'air, et la perte d'eau",
                        "to control the exchange of gases between the leaf and the air, and the loss of water",
                    ],
                    [
                        "Quelle est la fonction des stomates ?",
                        "What is the function of the stomata?",
                    ],
                    [
                        "Quels pores de l'épiderme des feuilles règlent les échanges de gaz entre la feuille et l'air, et la perte d'eau ?",
                        "Which pores of the leaf epidermis control the exchange of gases between the leaf and the air, and the loss of water?",
                    ],
                ),
                pair(
                    ["le xylème", "the xylem"],
                    [
                        "conduire la sève brute des racines vers les feuilles",
                        "to carry the raw sap from the roots to the leaves",
                    ],
                    [
                        "Quelle est la fonction du xylème ?",
                        "What is the function of the xylem?",
                    ],
                    [
                        "Quel tissu conducteur conduit la sève brute des racines vers les feuilles ?",
                        "Which conducting tissue carries the raw sap from the roots to the leaves?",
                    ],
                ),
                pair(
                    ["le phloème", "the phloem"],
                    [
                        "conduire la sève élaborée, riche en sucres, vers les organes qui la consomment ou la stockent",
                        "to carry the processed sap, rich in sugars, to the organs that use or store it",
                    ],
                    [
                        "Quelle est la fonction du phloème ?",
                        "What is the function of the phloem?",
                    ],
                    [
                        "Quel tissu conducteur conduit la sève élaborée, riche en sucres, vers les organes qui la consomment ou la stockent ?",
                        "Which conducting tissue carries the processed sap, rich in sugars, to the organs that use or store it?",
                    ],
                ),
                pair(
                    ["la fleur", "the flower"],
                    [
                        "porter les organes de la reproduction sexuée",
                        "to bear the organs of sexual reproduction",
                    ],
                    [
                        "Quelle est la fonction de la fleur ?",
                        "What is the function of the flower?",
                    ],
                    [
                        "Quel organe de la plante porte les organes de la reproduction sexuée ?",
                        "Which organ of the plant bears the organs of sexual reproduction?",
                    ],
                ),
                pair(
                    ["le fruit", "the fruit"],
                    [
                        "protéger les graines et favoriser leur dispersion",
                        "to protect the seeds and help them spread",
                    ],
                    [
                        "Quelle est la fonction du fruit ?",
                        "What is the function of the fruit?",
                    ],
                    [
                        "Quel organe, issu de l'ovaire de la fleur, protège les graines et favorise leur dispersion ?",
                        "Which organ, which comes from the ovary of the flower, protects the seeds and helps them spread?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Reproduction et domestication",
                "Reproduction and domestication",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la pollinisation", "pollination"],
                    [
                        "le transport du pollen des étamines jusqu'au pistil",
                        "the carrying of pollen from the stamens to the pistil",
                    ],
                    ["Qu'est-ce que la pollinisation ?", "What is pollination?"],
                    [
                        "Comment appelle-t-on le transport du pollen des étamines jusqu'au pistil ?",
                        "What is the carrying of pollen from the stamens to the pistil called?",
                    ],
                ),
                pair(
                    ["une graine", "a seed"],
                    [
                        "l'organe issu de l'ovule fécondé, qui contient l'embryon et ses réserves",
                        "the organ that comes from the fertilised ovule, which holds the embryo and its food stores",
                    ],
                    ["Qu'est-ce qu'une graine ?", "What is a seed?"],
                    [
                        "Comment appelle-t-on l'organe issu de l'ovule fécondé, qui contient l'embryon et ses réserves ?",
                        "What is the organ that comes from the fertilised ovule, which holds the embryo and its food stores, called?",
                    ],
                ),
                pair(
                    ["la domestication", "domestication"],
                    [
                        "la transformation d'une espèce sauvage par la sélection humaine, au fil des générations",
                        "the change of a wild species through human selection, over the generations",
                    ],
                    [
                        "Qu'est-ce que la domestication d'une plante ?",
                        "What is the domestication of a plant?",
                    ],
                    [
                        "Comment appelle-t-on la transformation d'une espèce sauvage par la sélection humaine, au fil des générations ?",
                        "What is the change of a wild species through human selection, over the generations, called?",
                    ],
                ),
                pair(
                    ["un hybride", "a hybrid"],
                    [
                        "un individu issu du croisement de deux variétés ou de deux espèces différentes",
                        "an individual that comes from crossing two different varieties or species",
                    ],
                    ["Qu'est-ce qu'un hybride ?", "What is a hybrid?"],
                    [
                        "Comment appelle-t-on un individu issu du croisement de deux variétés ou de deux espèces différentes ?",
                        "What is an individual that comes from crossing two different varieties or species called?",
                    ],
                ),
                pair(
                    ["la transgenèse", "transgenesis"],
                    [
                        "l'introduction dans un organisme d'un gène venu d'une autre espèce",
                        "putting into an organism a gene that comes from another species",
                    ],
                    ["Qu'est-ce que la transgenèse ?", "What is transgenesis?"],
                    [
                        "Comment appelle-t-on l'introduction dans un organisme d'un gène venu d'une autre espèce ?",
                        "What is putting into an organism a gene that comes from another species called?",
                    ],
                ),
                pair(
                    ["les métabolites secondaires", "secondary metabolites"],
                    [
                        "des molécules produites par la plante qui la défendent contre les herbivores ou attirent les pollinisateurs",
                        "molecules made by the plant that defend it against herbivores or attract pollinators",
                    ],
                    [
                        "Que sont les métabolites secondaires d'une plante ?",
                        "What are the secondary metabolites of a plant?",
                    ],
                    [
                        "Comment appelle-t-on des molécules produites par la plante qui la défendent contre les herbivores ou attirent les pollinisateurs ?",
                        "What are molecules made by the plant that defend it against herbivores or attract pollinators called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les plantes domestiquées en Amérique",
                "Plants domesticated in the Americas",
            ],
            which: [
                "Parmi ces plantes cultivées, lesquelles ont été domestiquées en Amérique ?",
                "Which of these crops were domesticated in the Americas?",
            ],
            which_not: [
                "Parmi ces plantes cultivées, lesquelles n'ont pas été domestiquées en Amérique ?",
                "Which of these crops were not domesticated in the Americas?",
            ],
            members: &[
                ["le maïs", "maize"],
                ["la pomme de terre", "the potato"],
                ["la tomate", "the tomato"],
            ],
            others: &[
                ["le blé", "wheat"],
                ["le riz", "rice"],
                ["l'orge", "barley"],
            ],
        },
        Group {
            name: [
                "Les caractères des fleurs pollinisées par les insectes",
                "The features of insect-pollinated flowers",
            ],
            which: [
                "Parmi ces caractères, lesquels sont typiques des fleurs pollinisées par les insectes ?",
                "Which of these features are typical of insect-pollinated flowers?",
            ],
            which_not: [
                "Parmi ces caractères, lesquels ne sont pas typiques des fleurs pollinisées par les insectes ?",
                "Which of these features are not typical of insect-pollinated flowers?",
            ],
            members: &[
                ["des pétales colorés", "coloured petals"],
                ["un nectar sucré", "sugary nectar"],
                ["un parfum", "a scent"],
            ],
            others: &[
                [
                    "un pollen très abondant, léger et sec",
                    "very plentiful, light and dry pollen",
                ],
                [
                    "des étamines qui pendent hors de la fleur",
                    "stamens that hang out of the flower",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "De la fleur à la nouvelle plante",
            "From flower to new plant",
        ],
        order: [
            "Range dans l'ordre les étapes qui mènent d'une fleur à une nouvelle plante.",
            "Put in order the steps that lead from a flower to a new plant.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "De la fleur à la nouvelle plante, quelle étape vient juste après « {} » ?",
            "From flower to new plant, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : de la fleur à la nouvelle plante, « {a} » vient avant « {b} ».",
            "True or false: from flower to new plant, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "un insecte dépose du pollen sur le stigmate",
                "an insect leaves pollen on the stigma",
            ],
            [
                "un tube pollinique pousse jusqu'à l'ovule",
                "a pollen tube grows down to the ovule",
            ],
            [
                "la fécondation a lieu dans l'ovule",
                "fertilisation takes place in the ovule",
            ],
            [
                "l'ovaire devient un fruit qui contient les graines",
                "the ovary becomes a fruit holding the seeds",
            ],
            ["les graines sont dispersées", "the seeds are spread"],
            [
                "une graine germe et donne une nouvelle plante",
                "a seed germinates and gives a new plant",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Le blé tendre a 42 chromosomes dans ses cellules (2n = 42). Combien de chromosomes contient chacun de ses gamètes ?",
                "Bread wheat has 42 chromosomes in its cells (2n = 42). How many chromosomes does each of its gametes contain?",
            ],
            about: [
                "les chromosomes d'un gamète de blé tendre",
                "the chromosomes of a bread wheat gamete",
            ],
            value: 21.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un champ de maïs compte 80\u{202f}000 plants par hectare et chaque plant donne 0,2 kg de grains. Quelle masse de grains un hectare produit-il ?",
                "A maize field has 80,000 plants per hectare and each plant gives 0.2 kg of grain. What mass of grain does one hectare produce?",
            ],
            about: [
                "les grains produits par un hectare de maïs",
                "the grain produced by one hectare of maize",
            ],
            value: 16.0,
            dp: 0,
            unit: "t",
        },
    ],
    diagrams: &[],
};

/// Les climats de la Terre : comprendre le passé pour agir aujourd'hui et demain.
pub(crate) static CLIMATS: Bank = Bank {
    chapter: "svt-tle-climats-de-la-terre",
    title: ["Les climats de la Terre", "The Earth's climates"],
    relations: &[
        Relation {
            name: ["Les indices des climats passés", "Clues to past climates"],
            matching: [
                "Associe chaque indice à ce qu'il révèle du climat passé.",
                "Match each clue with what it reveals about the past climate.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["les moraines", "moraines"],
                    [
                        "l'extension passée d'un glacier",
                        "the past extent of a glacier",
                    ],
                    ["Que révèlent les moraines ?", "What do moraines reveal?"],
                    [
                        "Quel indice révèle l'extension passée d'un glacier ?",
                        "Which clue reveals the past extent of a glacier?",
                    ],
                ),
                pair(
                    [
                        "le rapport isotopique de l'oxygène de la glace",
                        "the oxygen isotope ratio of the ice",
                    ],
                    [
                        "la température de l'air quand la neige est tombée",
                        "the air temperature when the snow fell",
                    ],
                    [
                        "Que révèle le rapport isotopique de l'oxygène de la glace ?",
                        "What does the oxygen isotope ratio of the ice reveal?",
                    ],
                    [
                        "Quel indice révèle la température de l'air quand la neige est tombée ?",
                        "Which clue reveals the air temperature when the snow fell?",
                    ],
                ),
                pair(
                    [
                        "les bulles d'air piégées dans la glace",
                        "the air bubbles trapped in the ice",
                    ],
                    [
                        "la composition de l'atmosphère passée",
                        "the composition of the past atmosphere",
                    ],
                    [
                        "Que révèlent les bulles d'air piégées dans la glace ?",
                        "What do the air bubbles trapped in the ice reveal?",
                    ],
                    [
                        "Quel indice révèle la composition de l'atmosphère passée ?",
                        "Which clue reveals the composition of the past atmosphere?",
                    ],
                ),
                pair(
                    ["les pollens fossiles", "fossil pollen"],
                    [
                        "la végétation passée d'une région",
                        "the past vegetation of a region",
                    ],
                    [
                        "Que révèlent les pollens fossiles ?",
                        "What does fossil pollen reveal?",
                    ],
                    [
                        "Quel indice révèle la végétation passée d'une région ?",
                        "Which clue reveals the past vegetation of a region?",
                    ],
                ),
                pair(
                    ["les charbons", "coal"],
                    [
                        "d'anciennes forêts marécageuses sous un climat chaud et humide",
                        "former swamp forests under a warm and wet climate",
                    ],
                    ["Que révèlent les charbons ?", "What does coal reveal?"],
                    [
                        "Quel indice révèle d'anciennes forêts marécageuses sous un climat chaud et humide ?",
                        "Which clue reveals former swamp forests under a warm and wet climate?",
                    ],
                ),
                pair(
                    ["les évaporites", "evaporites"],
                    [
                        "un climat chaud et sec qui a fait s'évaporer de l'eau salée",
                        "a hot and dry climate that made salt water evaporate",
                    ],
                    [
                        "Que révèlent les évaporites ?",
                        "What do evaporites reveal?",
                    ],
                    [
                        "Quel indice révèle un climat chaud et sec qui a fait s'évaporer de l'eau salée ?",
                        "Which clue reveals a hot and dry climate that made salt water evaporate?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire du climat", "The words of climate"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'effet de serre", "the greenhouse effect"],
                    [
                        "l'absorption par certains gaz de l'atmosphère du rayonnement infrarouge émis par la Terre, qui réchauffe la surface",
                        "the absorption by some gases of the atmosphere of the infrared radiation given off by the Earth, which warms the surface",
                    ],
                    [
                        "Qu'est-ce que l'effet de serre ?",
                        "What is the greenhouse effect?",
                    ],
                    [
                        "Comment appelle-t-on l'absorption par certains gaz de l'atmosphère du rayonnement infrarouge émis par la Terre, qui réchauffe la surface ?",
                        "What is the absorption by some gases of the atmosphere of the infrared radiation given off by the Earth, which warms the surface, called?",
                    ],
                ),
                pair(
                    ["l'albédo", "albedo"],
                    [
                        "la fraction du rayonnement solaire reçu qu'une surface réfléchit",
                        "the fraction of the solar radiation received that a surface reflects",
                    ],
                    ["Qu'est-ce que l'albédo ?", "What is albedo?"],
                    [
                        "Comment appelle-t-on la fraction du rayonnement solaire reçu qu'une surface réfléchit ?",
                        "What is the fraction of the solar radiation received that a surface reflects called?",
                    ],
                ),
                pair(
                    ["une rétroaction positive", "a positive feedback"],
                    [
                        "un mécanisme par lequel une variation du climat s'amplifie elle-même",
                        "a process by which a change in climate amplifies itself",
                    ],
                    [
                        "Qu'est-ce qu'une rétroaction positive ?",
                        "What is a positive feedback?",
                    ],
                    [
                        "Comment appelle-t-on un mécanisme par lequel une variation du climat s'amplifie elle-même ?",
                        "What is a process by which a change in climate amplifies itself called?",
                    ],
                ),
                pair(
                    ["une glaciation", "a glaciation"],
                    [
                        "une période froide pendant laquelle les calottes de glace s'étendent sur les continents",
                        "a cold period during which ice sheets spread over the continents",
                    ],
                    ["Qu'est-ce qu'une glaciation ?", "What is a glaciation?"],
                    [
                        "Comment appelle-t-on une période froide pendant laquelle les calottes de glace s'étendent sur les continents ?",
                        "What is a cold period during which ice sheets spread over the continents called?",
                    ],
                ),
                pair(
                    ["un puits de carbone", "a carbon sink"],
                    [
                        "un réservoir naturel qui absorbe plus de carbone qu'il n'en rejette",
                        "a natural store that takes in more carbon than it gives off",
                    ],
                    [
                        "Qu'est-ce qu'un puits de carbone ?",
                        "What is a carbon sink?",
                    ],
                    [
                        "Comment appelle-t-on un réservoir naturel qui absorbe plus de carbone qu'il n'en rejette ?",
                        "What is a natural store that takes in more carbon than it gives off called?",
                    ],
                ),
                pair(
                    ["le climat", "climate"],
                    [
                        "l'ensemble des conditions météorologiques moyennes d'une région, calculées sur au moins trente ans",
                        "the average weather conditions of a region, worked out over at least thirty years",
                    ],
                    [
                        "Qu'est-ce que le climat d'une région ?",
                        "What is the climate of a region?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des conditions météorologiques moyennes d'une région, calculées sur au moins trente ans ?",
                        "What are the average weather conditions of a region, worked out over at least thirty years, called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les gaz à effet de serre", "Greenhouse gases"],
            which: [
                "Parmi ces gaz de l'atmosphère, lesquels sont des gaz à effet de serre ?",
                "Which of these gases of the atmosphere are greenhouse gases?",
            ],
            which_not: [
                "Parmi ces gaz de l'atmosphère, lesquels ne sont pas des gaz à effet de serre ?",
                "Which of these gases of the atmosphere are not greenhouse gases?",
            ],
            members: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["le méthane", "methane"],
                ["la vapeur d'eau", "water vapour"],
                ["le protoxyde d'azote", "nitrous oxide"],
            ],
            others: &[
                ["le diazote", "nitrogen"],
                ["le dioxygène", "oxygen"],
                ["l'argon", "argon"],
            ],
        },
        Group {
            name: ["Ce qui amplifie le réchauffement", "What amplifies warming"],
            which: [
                "Parmi ces phénomènes, lesquels amplifient le réchauffement climatique ?",
                "Which of these processes amplify global warming?",
            ],
            which_not: [
                "Parmi ces phénomènes, lesquels n'amplifient pas le réchauffement climatique ?",
                "Which of these processes do not amplify global warming?",
            ],
            members: &[
                [
                    "la fonte de la banquise, qui diminue l'albédo",
                    "the melting of sea ice, which lowers the albedo",
                ],
                [
                    "le dégel du pergélisol, qui libère du méthane",
                    "the thawing of permafrost, which releases methane",
                ],
                ["la déforestation", "deforestation"],
            ],
            others: &[
                ["le reboisement", "replanting forests"],
                [
                    "le stockage de carbone dans les sols",
                    "the storage of carbon in soils",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Quelques climats du passé", "Some climates of the past"],
        order: [
            "Range ces épisodes climatiques du plus ancien au plus récent.",
            "Put these climate episodes in order from the oldest to the most recent.",
        ],
        backward: [
            "Range ces épisodes climatiques du plus récent au plus ancien.",
            "Put these climate episodes in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'histoire du climat, quel épisode vient juste après « {} » ?",
            "In the history of climate, which episode comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire du climat, « {a} » a eu lieu avant « {b} ».",
            "True or false: in the history of climate, “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "la glaciation de la fin du Carbonifère",
                "the glaciation at the end of the Carboniferous",
            ],
            [
                "le climat chaud du Crétacé",
                "the warm climate of the Cretaceous",
            ],
            ["le dernier maximum glaciaire", "the last glacial maximum"],
            ["le début de l'Holocène", "the start of the Holocene"],
            ["le petit âge glaciaire", "the Little Ice Age"],
            [
                "le réchauffement actuel, dû aux activités humaines",
                "today's warming, caused by human activities",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quelle était, en ppm, la concentration en dioxyde de carbone de l'atmosphère avant la révolution industrielle ?",
                "What was, in ppm, the carbon dioxide concentration of the atmosphere before the industrial revolution?",
            ],
            about: [
                "la concentration préindustrielle en dioxyde de carbone, en ppm",
                "the pre-industrial carbon dioxide concentration, in ppm",
            ],
            value: 280.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une surface reçoit 340 W/m² de rayonnement solaire et en réfléchit 102 W/m². Quel est son albédo ?",
                "A surface receives 340 W/m² of solar radiation and reflects 102 W/m² of it. What is its albedo?",
            ],
            about: [
                "l'albédo d'une surface qui réfléchit 102 W/m² sur 340 W/m²",
                "the albedo of a surface that reflects 102 W/m² out of 340 W/m²",
            ],
            value: 0.3,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Comportements, mouvement et système nerveux.
pub(crate) static NERVEUX: Bank = Bank {
    chapter: "svt-tle-mouvement-et-systeme-nerveux",
    title: [
        "Mouvement et système nerveux",
        "Movement and the nervous system",
    ],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire du message nerveux",
                "The words of the nerve message",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le réflexe myotatique", "the stretch reflex"],
                    [
                        "la contraction involontaire d'un muscle en réponse à son propre étirement",
                        "the involuntary contraction of a muscle in response to its own stretching",
                    ],
                    [
                        "Qu'est-ce que le réflexe myotatique ?",
                        "What is the stretch reflex?",
                    ],
                    [
                        "Comment appelle-t-on la contraction involontaire d'un muscle en réponse à son propre étirement ?",
                        "What is the involuntary contraction of a muscle in response to its own stretching called?",
                    ],
                ),
                pair(
                    ["un motoneurone", "a motor neuron"],
                    [
                        "un neurone qui commande la contraction des fibres d'un muscle",
                        "a neuron that controls the contraction of the fibres of a muscle",
                    ],
                    ["Qu'est-ce qu'un motoneurone ?", "What is a motor neuron?"],
                    [
                        "Comment appelle-t-on un neurone qui commande la contraction des fibres d'un muscle ?",
                        "What is a neuron that controls the contraction of the fibres of a muscle called?",
                    ],
                ),
                pair(
                    ["un neurone sensitif", "a sensory neuron"],
                    [
                        "un neurone qui conduit un message d'un récepteur sensoriel vers un centre nerveux",
                        "a neuron that carries a message from a sense receptor to a nerve centre",
                    ],
                    [
                        "Qu'est-ce qu'un neurone sensitif ?",
                        "What is a sensory neuron?",
                    ],
                    [
                        "Comment appelle-t-on un neurone qui conduit un message d'un récepteur sensoriel vers un centre nerveux ?",
                        "What is a neuron that carries a message from a sense receptor to a nerve centre called?",
                    ],
                ),
                pair(
                    ["une synapse", "a synapse"],
                    [
                        "la zone de contact où un neurone transmet le message nerveux à une autre cellule",
                        "the contact zone where a neuron passes the nerve message on to another cell",
                    ],
                    ["Qu'est-ce qu'une synapse ?", "What is a synapse?"],
                    [
                        "Comment appelle-t-on la zone de contact où un neurone transmet le message nerveux à une autre cellule ?",
                        "What is the contact zone where a neuron passes the nerve message on to another cell called?",
                    ],
                ),
                pair(
                    ["un neurotransmetteur", "a neurotransmitter"],
                    [
                        "une molécule libérée dans la fente synaptique, qui transmet le message à la cellule suivante",
                        "a molecule released into the synaptic cleft, which passes the message on to the next cell",
                    ],
                    [
                        "Qu'est-ce qu'un neurotransmetteur ?",
                        "What is a neurotransmitter?",
                    ],
                    [
                        "Comment appelle-t-on une molécule libérée dans la fente synaptique, qui transmet le message à la cellule suivante ?",
                        "What is a molecule released into the synaptic cleft, which passes the message on to the next cell, called?",
                    ],
                ),
                pair(
                    ["un potentiel d'action", "an action potential"],
                    [
                        "une brève inversion de la polarité de la membrane d'un neurone, qui se propage le long de l'axone",
                        "a brief reversal of the polarity of a neuron's membrane, which travels along the axon",
                    ],
                    [
                        "Qu'est-ce qu'un potentiel d'action ?",
                        "What is an action potential?",
                    ],
                    [
                        "Comment appelle-t-on une brève inversion de la polarité de la membrane d'un neurone, qui se propage le long de l'axone ?",
                        "What is a brief reversal of the polarity of a neuron's membrane, which travels along the axon, called?",
                    ],
                ),
                pair(
                    ["la plasticité cérébrale", "brain plasticity"],
                    [
                        "la capacité du cerveau à modifier ses connexions au fil des apprentissages",
                        "the brain's ability to change its connections as it learns",
                    ],
                    [
                        "Qu'est-ce que la plasticité cérébrale ?",
                        "What is brain plasticity?",
                    ],
                    [
                        "Comment appelle-t-on la capacité du cerveau à modifier ses connexions au fil des apprentissages ?",
                        "What is the brain's ability to change its connections as it learns called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs du mouvement", "What takes part in movement"],
            matching: [
                "Associe chaque élément à son rôle.",
                "Match each element with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le fuseau neuromusculaire", "the muscle spindle"],
                    [
                        "détecter l'étirement du muscle",
                        "to detect the stretching of the muscle",
                    ],
                    [
                        "Quel est le rôle du fuseau neuromusculaire ?",
                        "What is the role of the muscle spindle?",
                    ],
                    [
                        "Quel récepteur détecte l'étirement du muscle ?",
                        "Which receptor detects the stretching of the muscle?",
                    ],
                ),
                pair(
                    ["la moelle épinière", "the spinal cord"],
                    [
                        "être le centre nerveux du réflexe myotatique",
                        "to be the nerve centre of the stretch reflex",
                    ],
                    [
                        "Quel est le rôle de la moelle épinière dans le réflexe myotatique ?",
                        "What is the role of the spinal cord in the stretch reflex?",
                    ],
                    [
                        "Quel organe est le centre nerveux du réflexe myotatique ?",
                        "Which organ is the nerve centre of the stretch reflex?",
                    ],
                ),
                pair(
                    ["le cortex moteur", "the motor cortex"],
                    [
                        "commander les mouvements volontaires",
                        "to control voluntary movements",
                    ],
                    [
                        "Quel est le rôle du cortex moteur ?",
                        "What is the role of the motor cortex?",
                    ],
                    [
                        "Quelle aire du cerveau commande les mouvements volontaires ?",
                        "Which area of the brain controls voluntary movements?",
                    ],
                ),
                pair(
                    ["la plaque motrice", "the motor end plate"],
                    [
                        "transmettre le message du motoneurone à la fibre musculaire",
                        "to pass the message from the motor neuron to the muscle fibre",
                    ],
                    [
                        "Quel est le rôle de la plaque motrice ?",
                        "What is the role of the motor end plate?",
                    ],
                    [
                        "Quelle synapse transmet le message du motoneurone à la fibre musculaire ?",
                        "Which synapse passes the message from the motor neuron to the muscle fibre?",
                    ],
                ),
                pair(
                    ["l'acétylcholine", "acetylcholine"],
                    [
                        "transmettre le message à travers la synapse neuromusculaire",
                        "to carry the message across the neuromuscular synapse",
                    ],
                    [
                        "Quel est le rôle de l'acétylcholine ?",
                        "What is the role of acetylcholine?",
                    ],
                    [
                        "Quel neurotransmetteur transmet le message à travers la synapse neuromusculaire ?",
                        "Which neurotransmitter carries the message across the neuromuscular synapse?",
                    ],
                ),
                pair(
                    ["la gaine de myéline", "the myelin sheath"],
                    [
                        "accélérer la propagation du message nerveux le long de l'axone",
                        "to speed up the nerve message along the axon",
                    ],
                    [
                        "Quel est le rôle de la gaine de myéline ?",
                        "What is the role of the myelin sheath?",
                    ],
                    [
                        "Quelle gaine accélère la propagation du message nerveux le long de l'axone ?",
                        "Which sheath speeds up the nerve message along the axon?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["L'arc réflexe myotatique", "The stretch reflex arc"],
            which: [
                "Parmi ces éléments, lesquels font partie de l'arc réflexe myotatique ?",
                "Which of these elements belong to the stretch reflex arc?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels ne font pas partie de l'arc réflexe myotatique ?",
                "Which of these elements do not belong to the stretch reflex arc?",
            ],
            members: &[
                ["le fuseau neuromusculaire", "the muscle spindle"],
                ["le neurone sensitif", "the sensory neuron"],
                ["la moelle épinière", "the spinal cord"],
                ["le motoneurone", "the motor neuron"],
            ],
            others: &[
                ["le cortex moteur", "the motor cortex"],
                ["la rétine", "the retina"],
                ["le cortex visuel", "the visual cortex"],
            ],
        },
        Group {
            name: ["Les mouvements réflexes", "Reflex movements"],
            which: [
                "Parmi ces mouvements, lesquels sont des réflexes ?",
                "Which of these movements are reflexes?",
            ],
            which_not: [
                "Parmi ces mouvements, lesquels ne sont pas des réflexes ?",
                "Which of these movements are not reflexes?",
            ],
            members: &[
                [
                    "l'extension de la jambe quand on frappe le tendon sous la rotule",
                    "the leg kicking out when the tendon below the kneecap is tapped",
                ],
                [
                    "le retrait de la main au contact d'un objet brûlant",
                    "pulling the hand away from a burning hot object",
                ],
            ],
            others: &[
                ["écrire une lettre", "writing a letter"],
                [
                    "lancer un ballon vers un partenaire",
                    "throwing a ball to a teammate",
                ],
                [
                    "taper un texte sur un clavier",
                    "typing a text on a keyboard",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Le réflexe myotatique", "The stretch reflex"],
        order: [
            "Range dans l'ordre les étapes du réflexe myotatique.",
            "Put the steps of the stretch reflex in order.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Dans le réflexe myotatique, quelle étape vient juste après « {} » ?",
            "In the stretch reflex, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le réflexe myotatique, « {a} » vient avant « {b} ».",
            "True or false: in the stretch reflex, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["le muscle est étiré", "the muscle is stretched"],
            [
                "les fuseaux neuromusculaires émettent des messages nerveux",
                "the muscle spindles send nerve messages",
            ],
            [
                "le neurone sensitif conduit le message jusqu'à la moelle épinière",
                "the sensory neuron carries the message to the spinal cord",
            ],
            [
                "le message passe au motoneurone par une synapse",
                "the message passes to the motor neuron through a synapse",
            ],
            [
                "le motoneurone conduit le message jusqu'au muscle",
                "the motor neuron carries the message to the muscle",
            ],
            ["le muscle se contracte", "the muscle contracts"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de synapses entre neurones le message traverse-t-il dans la moelle épinière lors du réflexe myotatique ?",
                "How many synapses between neurons does the message cross in the spinal cord during the stretch reflex?",
            ],
            about: [
                "les synapses du réflexe myotatique dans la moelle épinière",
                "the synapses of the stretch reflex in the spinal cord",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un message nerveux parcourt un axone de 1 m à la vitesse de 50 m/s. Combien de millisecondes dure son trajet ?",
                "A nerve message travels along a 1 m axon at 50 m/s. How many milliseconds does its journey take?",
            ],
            about: [
                "la durée du trajet sur 1 m à 50 m/s",
                "the travel time over 1 m at 50 m/s",
            ],
            value: 20.0,
            dp: 0,
            unit: "ms",
        },
    ],
    diagrams: &[],
};

/// Produire le mouvement : contraction musculaire et apport d'énergie.
pub(crate) static MUSCLE: Bank = Bank {
    chapter: "svt-tle-contraction-musculaire",
    title: ["La contraction musculaire", "Muscle contraction"],
    relations: &[
        Relation {
            name: ["La structure du muscle", "The structure of muscle"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une fibre musculaire", "a muscle fibre"],
                    [
                        "une cellule géante et allongée du muscle, qui contient plusieurs noyaux",
                        "a giant, long cell of the muscle, which holds several nuclei",
                    ],
                    [
                        "Qu'est-ce qu'une fibre musculaire ?",
                        "What is a muscle fibre?",
                    ],
                    [
                        "Comment appelle-t-on une cellule géante et allongée du muscle, qui contient plusieurs noyaux ?",
                        "What is a giant, long cell of the muscle, which holds several nuclei, called?",
                    ],
                ),
                pair(
                    ["une myofibrille", "a myofibril"],
                    [
                        "un filament contractile de la fibre musculaire, formé d'une suite de sarcomères",
                        "a contractile filament of the muscle fibre, made of a row of sarcomeres",
                    ],
                    ["Qu'est-ce qu'une myofibrille ?", "What is a myofibril?"],
                    [
                        "Comment appelle-t-on un filament contractile de la fibre musculaire, formé d'une suite de sarcomères ?",
                        "What is a contractile filament of the muscle fibre, made of a row of sarcomeres, called?",
                    ],
                ),
                pair(
                    ["le sarcomère", "the sarcomere"],
                    [
                        "l'unité contractile de la myofibrille, délimitée par deux stries Z",
                        "the contractile unit of the myofibril, bounded by two Z lines",
                    ],
                    ["Qu'est-ce que le sarcomère ?", "What is the sarcomere?"],
                    [
                        "Comment appelle-t-on l'unité contractile de la myofibrille, délimitée par deux stries Z ?",
                        "What is the contractile unit of the myofibril, bounded by two Z lines, called?",
                    ],
                ),
                pair(
                    ["l'actine", "actin"],
                    [
                        "la protéine qui forme les filaments fins du sarcomère",
                        "the protein that makes up the thin filaments of the sarcomere",
                    ],
                    ["Qu'est-ce que l'actine ?", "What is actin?"],
                    [
                        "Quelle protéine forme les filaments fins du sarcomère ?",
                        "Which protein makes up the thin filaments of the sarcomere?",
                    ],
                ),
                pair(
                    ["la myosine", "myosin"],
                    [
                        "la protéine qui forme les filaments épais du sarcomère, dont les têtes tirent les filaments fins",
                        "the protein that makes up the thick filaments of the sarcomere, whose heads pull the thin filaments",
                    ],
                    ["Qu'est-ce que la myosine ?", "What is myosin?"],
                    [
                        "Quelle protéine forme les filaments épais du sarcomère, dont les têtes tirent les filaments fins ?",
                        "Which protein makes up the thick filaments of the sarcomere, whose heads pull the thin filaments?",
                    ],
                ),
                pair(
                    ["l'ATP", "ATP"],
                    [
                        "la molécule dont l'hydrolyse fournit directement l'énergie de la contraction",
                        "the molecule whose hydrolysis directly supplies the energy for contraction",
                    ],
                    ["Qu'est-ce que l'ATP ?", "What is ATP?"],
                    [
                        "Quelle molécule fournit directement, par son hydrolyse, l'énergie de la contraction ?",
                        "Which molecule directly supplies, through its hydrolysis, the energy for contraction?",
                    ],
                ),
                pair(
                    ["le réticulum sarcoplasmique", "the sarcoplasmic reticulum"],
                    [
                        "le réseau de membranes de la fibre musculaire qui stocke les ions calcium",
                        "the network of membranes of the muscle fibre that stores calcium ions",
                    ],
                    [
                        "Qu'est-ce que le réticulum sarcoplasmique ?",
                        "What is the sarcoplasmic reticulum?",
                    ],
                    [
                        "Comment appelle-t-on le réseau de membranes de la fibre musculaire qui stocke les ions calcium ?",
                        "What is the network of membranes of the muscle fibre that stores calcium ions called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["L'énergie du muscle", "The muscle's energy"],
            matching: [
                "Associe chaque élément à son rôle dans l'énergie du muscle.",
                "Match each element with its role in the muscle's energy.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la respiration cellulaire", "cellular respiration"],
                    [
                        "produire beaucoup d'ATP à partir du glucose, en présence de dioxygène, dans les mitochondries",
                        "to make a lot of ATP from glucose, with oxygen, in the mitochondria",
                    ],
                    [
                        "Quel est le rôle de la respiration cellulaire dans le muscle ?",
                        "What is the role of cellular respiration in muscle?",
                    ],
                    [
                        "Quelle voie métabolique produit beaucoup d'ATP à partir du glucose, en présence de dioxygène, dans les mitochondries ?",
                        "Which metabolic pathway makes a lot of ATP from glucose, with oxygen, in the mitochondria?",
                    ],
                ),
                pair(
                    ["la fermentation lactique", "lactic fermentation"],
                    [
                        "produire un peu d'ATP à partir du glucose sans dioxygène, en formant de l'acide lactique",
                        "to make a little ATP from glucose without oxygen, forming lactic acid",
                    ],
                    [
                        "Quel est le rôle de la fermentation lactique dans le muscle ?",
                        "What is the role of lactic fermentation in muscle?",
                    ],
                    [
                        "Quelle voie métabolique produit un peu d'ATP à partir du glucose sans dioxygène, en formant de l'acide lactique ?",
                        "Which metabolic pathway makes a little ATP from glucose without oxygen, forming lactic acid?",
                    ],
                ),
                pair(
                    ["la phosphocréatine", "phosphocreatine"],
                    [
                        "régénérer très vite l'ATP au tout début d'un effort",
                        "to remake ATP very quickly at the very start of an effort",
                    ],
                    [
                        "Quel est le rôle de la phosphocréatine ?",
                        "What is the role of phosphocreatine?",
                    ],
                    [
                        "Quelle molécule du muscle régénère très vite l'ATP au tout début d'un effort ?",
                        "Which molecule of the muscle remakes ATP very quickly at the very start of an effort?",
                    ],
                ),
                pair(
                    ["le glycogène", "glycogen"],
                    [
                        "stocker du glucose dans le muscle et le foie",
                        "to store glucose in the muscle and the liver",
                    ],
                    [
                        "Quel est le rôle du glycogène ?",
                        "What is the role of glycogen?",
                    ],
                    [
                        "Quelle molécule stocke du glucose dans le muscle et le foie ?",
                        "Which molecule stores glucose in the muscle and the liver?",
                    ],
                ),
                pair(
                    ["les ions calcium", "calcium ions"],
                    [
                        "déclencher la contraction en étant libérés dans le cytoplasme de la fibre",
                        "to set off contraction when released into the cytoplasm of the fibre",
                    ],
                    [
                        "Quel est le rôle des ions calcium dans la fibre musculaire ?",
                        "What is the role of calcium ions in the muscle fibre?",
                    ],
                    [
                        "Quels ions déclenchent la contraction en étant libérés dans le cytoplasme de la fibre ?",
                        "Which ions set off contraction when released into the cytoplasm of the fibre?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Ce qui raccourcit lors de la contraction",
                "What shortens during contraction",
            ],
            which: [
                "Lors de la contraction d'un muscle, parmi ces éléments, lesquels raccourcissent ?",
                "When a muscle contracts, which of these elements shorten?",
            ],
            which_not: [
                "Lors de la contraction d'un muscle, parmi ces éléments, lesquels ne raccourcissent pas ?",
                "When a muscle contracts, which of these elements do not shorten?",
            ],
            members: &[
                ["le sarcomère", "the sarcomere"],
                ["la myofibrille", "the myofibril"],
                [
                    "la bande claire du sarcomère",
                    "the light band of the sarcomere",
                ],
            ],
            others: &[
                ["les filaments d'actine", "the actin filaments"],
                ["les filaments de myosine", "the myosin filaments"],
                [
                    "la bande sombre du sarcomère",
                    "the dark band of the sarcomere",
                ],
            ],
        },
        Group {
            name: [
                "Ce qui fournit de l'ATP au muscle",
                "What supplies ATP to the muscle",
            ],
            which: [
                "Parmi ces réactions, lesquelles fournissent de l'ATP au muscle ?",
                "Which of these reactions supply ATP to the muscle?",
            ],
            which_not: [
                "Parmi ces réactions, lesquelles ne fournissent pas d'ATP au muscle ?",
                "Which of these reactions do not supply ATP to the muscle?",
            ],
            members: &[
                ["la respiration cellulaire", "cellular respiration"],
                ["la fermentation lactique", "lactic fermentation"],
                [
                    "l'hydrolyse de la phosphocréatine",
                    "the breakdown of phosphocreatine",
                ],
            ],
            others: &[
                ["la synthèse du glycogène", "the making of glycogen"],
                [
                    "le glissement des filaments d'actine",
                    "the sliding of the actin filaments",
                ],
                ["la synthèse des protéines", "the making of proteins"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "De la commande nerveuse à la contraction",
            "From nerve command to contraction",
        ],
        order: [
            "Range dans l'ordre les étapes qui mènent du message nerveux à la contraction d'une fibre musculaire.",
            "Put in order the steps that lead from the nerve message to the contraction of a muscle fibre.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Du message nerveux à la contraction, quelle étape vient juste après « {} » ?",
            "From nerve message to contraction, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : du message nerveux à la contraction, « {a} » vient avant « {b} ».",
            "True or false: from nerve message to contraction, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le motoneurone libère de l'acétylcholine à la plaque motrice",
                "the motor neuron releases acetylcholine at the end plate",
            ],
            [
                "un potentiel d'action se propage sur la membrane de la fibre",
                "an action potential travels along the membrane of the fibre",
            ],
            [
                "le réticulum sarcoplasmique libère des ions calcium",
                "the sarcoplasmic reticulum releases calcium ions",
            ],
            [
                "les têtes de myosine se fixent à l'actine et pivotent grâce à l'énergie de l'ATP",
                "the myosin heads bind to actin and swivel using the energy of ATP",
            ],
            [
                "les filaments d'actine glissent et le sarcomère raccourcit",
                "the actin filaments slide and the sarcomere shortens",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de molécules d'ATP la fermentation lactique produit-elle, au bilan, à partir d'une molécule de glucose ?",
                "How many ATP molecules does lactic fermentation yield, overall, from one glucose molecule?",
            ],
            about: [
                "le bilan en ATP de la fermentation lactique",
                "the ATP yield of lactic fermentation",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un sarcomère mesure 2,4 µm au repos et raccourcit de 25 % lors d'une contraction. Combien de micromètres mesure-t-il alors ?",
                "A sarcomere is 2.4 µm long at rest and shortens by 25% during a contraction. How many micrometres long is it then?",
            ],
            about: [
                "la longueur du sarcomère contracté, en micromètres",
                "the length of the contracted sarcomere, in micrometres",
            ],
            value: 1.8,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Comportements et stress : vers une vision intégrée de l'organisme.
pub(crate) static STRESS: Bank = Bank {
    chapter: "svt-tle-comportements-et-stress",
    title: ["Comportements et stress", "Behaviour and stress"],
    relations: &[
        Relation {
            name: ["Le vocabulaire du stress", "The words of stress"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un agent stresseur", "a stressor"],
                    [
                        "une situation ou un stimulus qui déclenche une réponse de stress",
                        "a situation or stimulus that sets off a stress response",
                    ],
                    ["Qu'est-ce qu'un agent stresseur ?", "What is a stressor?"],
                    [
                        "Comment appelle-t-on une situation ou un stimulus qui déclenche une réponse de stress ?",
                        "What is a situation or stimulus that sets off a stress response called?",
                    ],
                ),
                pair(
                    ["le stress aigu", "acute stress"],
                    [
                        "la réponse rapide et brève de l'organisme à une menace, qui le prépare à agir",
                        "the body's quick and brief response to a threat, which gets it ready to act",
                    ],
                    ["Qu'est-ce que le stress aigu ?", "What is acute stress?"],
                    [
                        "Comment appelle-t-on la réponse rapide et brève de l'organisme à une menace, qui le prépare à agir ?",
                        "What is the body's quick and brief response to a threat, which gets it ready to act, called?",
                    ],
                ),
                pair(
                    ["le stress chronique", "chronic stress"],
                    [
                        "un stress prolongé qui dépasse les capacités d'adaptation de l'organisme et nuit à sa santé",
                        "a long-lasting stress that goes beyond the body's ability to adapt and harms its health",
                    ],
                    [
                        "Qu'est-ce que le stress chronique ?",
                        "What is chronic stress?",
                    ],
                    [
                        "Comment appelle-t-on un stress prolongé qui dépasse les capacités d'adaptation de l'organisme et nuit à sa santé ?",
                        "What is a long-lasting stress that goes beyond the body's ability to adapt and harms its health called?",
                    ],
                ),
                pair(
                    ["le système limbique", "the limbic system"],
                    [
                        "un ensemble de structures du cerveau qui interviennent dans les émotions et la mémoire",
                        "a set of brain structures involved in emotions and memory",
                    ],
                    [
                        "Qu'est-ce que le système limbique ?",
                        "What is the limbic system?",
                    ],
                    [
                        "Comment appelle-t-on un ensemble de structures du cerveau qui interviennent dans les émotions et la mémoire ?",
                        "What is a set of brain structures involved in emotions and memory called?",
                    ],
                ),
                pair(
                    ["une hormone", "a hormone"],
                    [
                        "une molécule sécrétée dans le sang par une glande, qui agit à distance sur des cellules cibles",
                        "a molecule secreted into the blood by a gland, which acts at a distance on target cells",
                    ],
                    ["Qu'est-ce qu'une hormone ?", "What is a hormone?"],
                    [
                        "Comment appelle-t-on une molécule sécrétée dans le sang par une glande, qui agit à distance sur des cellules cibles ?",
                        "What is a molecule secreted into the blood by a gland, which acts at a distance on target cells, called?",
                    ],
                ),
                pair(
                    ["l'homéostasie", "homeostasis"],
                    [
                        "le maintien des paramètres du milieu intérieur dans des valeurs compatibles avec la vie",
                        "keeping the values of the internal environment within limits compatible with life",
                    ],
                    ["Qu'est-ce que l'homéostasie ?", "What is homeostasis?"],
                    [
                        "Comment appelle-t-on le maintien des paramètres du milieu intérieur dans des valeurs compatibles avec la vie ?",
                        "What is keeping the values of the internal environment within limits compatible with life called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs de la réponse au stress",
                "What takes part in the stress response",
            ],
            matching: [
                "Associe chaque organe ou hormone à son rôle dans la réponse au stress.",
                "Match each organ or hormone with its role in the stress response.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'amygdale", "the amygdala"],
                    [
                        "repérer la menace et déclencher la réponse de stress",
                        "to pick up the threat and set off the stress response",
                    ],
                    [
                        "Quel est le rôle de l'amygdale dans la réponse au stress ?",
                        "What is the role of the amygdala in the stress response?",
                    ],
                    [
                        "Quelle structure du cerveau repère la menace et déclenche la réponse de stress ?",
                        "Which brain structure picks up the threat and sets off the stress response?",
                    ],
                ),
                pair(
                    ["l'hypothalamus", "the hypothalamus"],
                    [
                        "libérer la CRH, qui stimule l'hypophyse",
                        "to release CRH, which stimulates the pituitary gland",
                    ],
                    [
                        "Quel est le rôle de l'hypothalamus dans la réponse au stress ?",
                        "What is the role of the hypothalamus in the stress response?",
                    ],
                    [
                        "Quelle structure du cerveau libère la CRH, qui stimule l'hypophyse ?",
                        "Which brain structure releases CRH, which stimulates the pituitary gland?",
                    ],
                ),
                pair(
                    ["l'hypophyse", "the pituitary gland"],
                    [
                        "sécréter l'ACTH, qui stimule la corticosurrénale",
                        "to secrete ACTH, which stimulates the adrenal cortex",
                    ],
                    [
                        "Quel est le rôle de l'hypophyse dans la réponse au stress ?",
                        "What is the role of the pituitary gland in the stress response?",
                    ],
                    [
                        "Quelle glande sécrète l'ACTH, qui stimule la corticosurrénale ?",
                        "Which gland secretes ACTH, which stimulates the adrenal cortex?",
                    ],
                ),
                pair(
                    ["la médullosurrénale", "the adrenal medulla"],
                    [
                        "sécréter de l'adrénaline en quelques secondes",
                        "to secrete adrenaline within seconds",
                    ],
                    [
                        "Quel est le rôle de la médullosurrénale dans la réponse au stress ?",
                        "What is the role of the adrenal medulla in the stress response?",
                    ],
                    [
                        "Quelle partie de la glande surrénale sécrète de l'adrénaline en quelques secondes ?",
                        "Which part of the adrenal gland secretes adrenaline within seconds?",
                    ],
                ),
                pair(
                    ["la corticosurrénale", "the adrenal cortex"],
                    ["sécréter du cortisol", "to secrete cortisol"],
                    [
                        "Quel est le rôle de la corticosurrénale dans la réponse au stress ?",
                        "What is the role of the adrenal cortex in the stress response?",
                    ],
                    [
                        "Quelle partie de la glande surrénale sécrète du cortisol ?",
                        "Which part of the adrenal gland secretes cortisol?",
                    ],
                ),
                pair(
                    ["l'hippocampe", "the hippocampus"],
                    [
                        "freiner l'axe du stress quand le cortisol se fixe sur ses récepteurs",
                        "to damp down the stress axis when cortisol binds to its receptors",
                    ],
                    [
                        "Quel est le rôle de l'hippocampe dans la réponse au stress ?",
                        "What is the role of the hippocampus in the stress response?",
                    ],
                    [
                        "Quelle structure du cerveau freine l'axe du stress quand le cortisol se fixe sur ses récepteurs ?",
                        "Which brain structure damps down the stress axis when cortisol binds to its receptors?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les effets de l'adrénaline", "The effects of adrenaline"],
            which: [
                "Parmi ces effets, lesquels sont produits par l'adrénaline ?",
                "Which of these effects are produced by adrenaline?",
            ],
            which_not: [
                "Parmi ces effets, lesquels ne sont pas produits par l'adrénaline ?",
                "Which of these effects are not produced by adrenaline?",
            ],
            members: &[
                ["l'accélération du rythme cardiaque", "a faster heart rate"],
                ["l'augmentation de la glycémie", "a rise in blood sugar"],
                ["la dilatation des bronches", "the widening of the airways"],
            ],
            others: &[
                [
                    "le ralentissement du rythme cardiaque",
                    "a slower heart rate",
                ],
                ["la baisse de la glycémie", "a fall in blood sugar"],
                [
                    "la contraction des bronches",
                    "the narrowing of the airways",
                ],
            ],
        },
        Group {
            name: [
                "Ce qui aide à limiter le stress chronique",
                "What helps to limit chronic stress",
            ],
            which: [
                "Parmi ces habitudes, lesquelles aident à limiter le stress chronique ?",
                "Which of these habits help to limit chronic stress?",
            ],
            which_not: [
                "Parmi ces habitudes, lesquelles n'aident pas à limiter le stress chronique ?",
                "Which of these habits do not help to limit chronic stress?",
            ],
            members: &[
                [
                    "une activité physique régulière",
                    "regular physical activity",
                ],
                ["un sommeil suffisant", "enough sleep"],
                ["des relations sociales", "social ties"],
            ],
            others: &[
                ["la consommation d'alcool", "drinking alcohol"],
                ["le manque de sommeil", "lack of sleep"],
                ["l'isolement social", "social isolation"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["L'axe du cortisol", "The cortisol axis"],
        order: [
            "Range dans l'ordre les étapes qui mènent d'une menace à la sécrétion de cortisol.",
            "Put in order the steps that lead from a threat to the secretion of cortisol.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "De la menace au cortisol, quelle étape vient juste après « {} » ?",
            "From threat to cortisol, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : de la menace au cortisol, « {a} » vient avant « {b} ».",
            "True or false: from threat to cortisol, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "l'amygdale repère une menace",
                "the amygdala picks up a threat",
            ],
            [
                "l'hypothalamus libère la CRH",
                "the hypothalamus releases CRH",
            ],
            [
                "l'hypophyse sécrète l'ACTH",
                "the pituitary gland secretes ACTH",
            ],
            [
                "la corticosurrénale sécrète du cortisol",
                "the adrenal cortex secretes cortisol",
            ],
            [
                "le cortisol augmente la glycémie",
                "cortisol raises blood sugar",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Sous l'effet de l'adrénaline, un rythme cardiaque passe de 70 à 105 battements par minute. De quel pourcentage a-t-il augmenté ?",
                "Under the effect of adrenaline, a heart rate goes from 70 to 105 beats per minute. By what percentage has it risen?",
            ],
            about: [
                "la hausse du rythme cardiaque de 70 à 105 battements par minute",
                "the rise of the heart rate from 70 to 105 beats per minute",
            ],
            value: 50.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "La glycémie d'une personne passe de 0,9 g/L à 1,2 g/L lors d'un stress aigu. De combien de grammes par litre a-t-elle augmenté ?",
                "A person's blood sugar goes from 0.9 g/L to 1.2 g/L during acute stress. By how many grams per litre has it risen?",
            ],
            about: [
                "la hausse de la glycémie lors du stress aigu",
                "the rise in blood sugar during acute stress",
            ],
            value: 0.3,
            dp: 1,
            unit: "g/L",
        },
    ],
    diagrams: &[],
};
