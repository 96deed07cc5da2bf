//! SVT 1re, enseignement de spécialité (BO spécial n° 1 du 22 janvier 2019).

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The 1re SVT family: a catalog entry's mode is the index of its chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// The 1re SVT banks (append only: the catalog names them by index).
pub(crate) static BANKS: &[&Bank] = &[
    &DIVISIONS,
    &MUTATIONS,
    &EXPRESSION,
    &GLOBE,
    &LITHOSPHERE,
    &ECOSYSTEMES,
    &SANTE,
    &IMMUNITE,
];

/// Les divisions cellulaires et la transmission du patrimoine génétique.
pub(crate) static DIVISIONS: Bank = Bank {
    chapter: "svt-1re-divisions-cellulaires",
    title: ["Les divisions cellulaires", "Cell division"],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire des divisions cellulaires",
                "The words of cell division",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la réplication", "replication"],
                    [
                        "la copie d'une molécule d'ADN en deux molécules identiques, avant la division",
                        "the copying of a DNA molecule into two identical molecules, before division",
                    ],
                    [
                        "Qu'est-ce que la réplication de l'ADN ?",
                        "What is DNA replication?",
                    ],
                    [
                        "Comment appelle-t-on la copie d'une molécule d'ADN en deux molécules identiques, avant la division ?",
                        "What is the copying of a DNA molecule into two identical molecules, before division, called?",
                    ],
                ),
                pair(
                    ["la mitose", "mitosis"],
                    [
                        "la division d'une cellule en deux cellules filles qui ont les mêmes chromosomes qu'elle",
                        "the division of a cell into two daughter cells that have the same chromosomes as it",
                    ],
                    ["Qu'est-ce que la mitose ?", "What is mitosis?"],
                    [
                        "Comment appelle-t-on la division d'une cellule en deux cellules filles qui ont les mêmes chromosomes qu'elle ?",
                        "What is the division of a cell into two daughter cells that have the same chromosomes as it called?",
                    ],
                ),
                pair(
                    ["la méiose", "meiosis"],
                    [
                        "les deux divisions successives qui font passer d'une cellule diploïde à quatre cellules haploïdes",
                        "the two successive divisions that turn one diploid cell into four haploid cells",
                    ],
                    ["Qu'est-ce que la méiose ?", "What is meiosis?"],
                    [
                        "Comment appelle-t-on les deux divisions successives qui font passer d'une cellule diploïde à quatre cellules haploïdes ?",
                        "What are the two successive divisions that turn one diploid cell into four haploid cells called?",
                    ],
                ),
                pair(
                    ["une chromatide", "a chromatid"],
                    [
                        "l'une des deux copies identiques d'ADN qui forment un chromosome après la réplication",
                        "one of the two identical copies of DNA that make up a chromosome after replication",
                    ],
                    ["Qu'est-ce qu'une chromatide ?", "What is a chromatid?"],
                    [
                        "Comment appelle-t-on l'une des deux copies identiques d'ADN qui forment un chromosome après la réplication ?",
                        "What is one of the two identical copies of DNA that make up a chromosome after replication called?",
                    ],
                ),
                pair(
                    ["le caryotype", "the karyotype"],
                    [
                        "la présentation des chromosomes d'une cellule, rangés par paires et par taille",
                        "the display of the chromosomes of a cell, arranged in pairs and by size",
                    ],
                    ["Qu'est-ce que le caryotype ?", "What is the karyotype?"],
                    [
                        "Comment appelle-t-on la présentation des chromosomes d'une cellule, rangés par paires et par taille ?",
                        "What is the display of the chromosomes of a cell, arranged in pairs and by size, called?",
                    ],
                ),
                pair(
                    ["l'interphase", "interphase"],
                    [
                        "la période du cycle cellulaire entre deux divisions, pendant laquelle l'ADN est répliqué",
                        "the period of the cell cycle between two divisions, during which the DNA is replicated",
                    ],
                    ["Qu'est-ce que l'interphase ?", "What is interphase?"],
                    [
                        "Comment appelle-t-on la période du cycle cellulaire entre deux divisions, pendant laquelle l'ADN est répliqué ?",
                        "What is the period of the cell cycle between two divisions, during which the DNA is replicated, called?",
                    ],
                ),
                pair(
                    ["les chromosomes homologues", "homologous chromosomes"],
                    [
                        "les deux chromosomes d'une même paire, qui portent les mêmes gènes aux mêmes emplacements",
                        "the two chromosomes of one pair, which carry the same genes at the same places",
                    ],
                    [
                        "Que sont des chromosomes homologues ?",
                        "What are homologous chromosomes?",
                    ],
                    [
                        "Comment appelle-t-on les deux chromosomes d'une même paire, qui portent les mêmes gènes aux mêmes emplacements ?",
                        "What are the two chromosomes of one pair, which carry the same genes at the same places, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs de la transmission du patrimoine génétique",
                "What passes on the genetic inheritance",
            ],
            matching: [
                "Associe chaque élément à son rôle.",
                "Match each element with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le centromère", "the centromere"],
                    [
                        "relier les deux chromatides d'un même chromosome",
                        "to join the two chromatids of one chromosome",
                    ],
                    [
                        "Quel est le rôle du centromère ?",
                        "What is the role of the centromere?",
                    ],
                    [
                        "Quelle zone d'un chromosome relie ses deux chromatides ?",
                        "Which region of a chromosome joins its two chromatids?",
                    ],
                ),
                pair(
                    ["le fuseau de division", "the spindle"],
                    [
                        "déplacer les chromosomes vers les deux pôles de la cellule pendant la division",
                        "to move the chromosomes to the two poles of the cell during division",
                    ],
                    [
                        "Quel est le rôle du fuseau de division ?",
                        "What is the role of the spindle?",
                    ],
                    [
                        "Quel ensemble de fibres déplace les chromosomes vers les deux pôles de la cellule pendant la division ?",
                        "Which set of fibres moves the chromosomes to the two poles of the cell during division?",
                    ],
                ),
                pair(
                    ["l'ADN polymérase", "DNA polymerase"],
                    [
                        "assembler les nucléotides d'un nouveau brin d'ADN, complémentaire du brin copié",
                        "to join up the nucleotides of a new DNA strand, complementary to the strand copied",
                    ],
                    [
                        "Quel est le rôle de l'ADN polymérase ?",
                        "What is the role of DNA polymerase?",
                    ],
                    [
                        "Quelle enzyme assemble les nucléotides d'un nouveau brin d'ADN, complémentaire du brin copié ?",
                        "Which enzyme joins up the nucleotides of a new DNA strand, complementary to the strand copied?",
                    ],
                ),
                pair(
                    ["les gamètes", "the gametes"],
                    [
                        "apporter chacun un lot haploïde de chromosomes lors de la fécondation",
                        "to bring each a haploid set of chromosomes at fertilisation",
                    ],
                    [
                        "Quel est le rôle des gamètes ?",
                        "What is the role of the gametes?",
                    ],
                    [
                        "Quelles cellules apportent chacune un lot haploïde de chromosomes lors de la fécondation ?",
                        "Which cells each bring a haploid set of chromosomes at fertilisation?",
                    ],
                ),
                pair(
                    ["la fécondation", "fertilisation"],
                    [
                        "rétablir la diploïdie en réunissant deux cellules haploïdes",
                        "to restore diploidy by joining two haploid cells",
                    ],
                    [
                        "Quel est le rôle de la fécondation ?",
                        "What is the role of fertilisation?",
                    ],
                    [
                        "Quel événement rétablit la diploïdie en réunissant deux cellules haploïdes ?",
                        "Which event restores diploidy by joining two haploid cells?",
                    ],
                ),
                pair(
                    ["la méiose", "meiosis"],
                    [
                        "réduire de moitié le nombre de chromosomes, de 2n à n",
                        "to halve the number of chromosomes, from 2n to n",
                    ],
                    [
                        "Quel est le rôle de la méiose ?",
                        "What is the role of meiosis?",
                    ],
                    [
                        "Quelle succession de deux divisions réduit de moitié le nombre de chromosomes, de 2n à n ?",
                        "Which pair of successive divisions halves the number of chromosomes, from 2n to n?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les cellules haploïdes", "Haploid cells"],
            which: [
                "Parmi ces cellules humaines, lesquelles sont haploïdes ?",
                "Which of these human cells are haploid?",
            ],
            which_not: [
                "Parmi ces cellules humaines, lesquelles ne sont pas haploïdes ?",
                "Which of these human cells are not haploid?",
            ],
            members: &[
                ["un spermatozoïde", "a sperm cell"],
                ["un ovule", "an egg cell"],
            ],
            others: &[
                ["une cellule de la peau", "a skin cell"],
                ["un neurone", "a neuron"],
                ["une cellule-œuf", "a fertilised egg"],
                ["une cellule du foie", "a liver cell"],
            ],
        },
        Group {
            name: [
                "Ce qui se passe pendant la mitose",
                "What happens during mitosis",
            ],
            which: [
                "Parmi ces événements, lesquels se produisent pendant la mitose ?",
                "Which of these events take place during mitosis?",
            ],
            which_not: [
                "Parmi ces événements, lesquels ne se produisent pas pendant la mitose ?",
                "Which of these events do not take place during mitosis?",
            ],
            members: &[
                ["les chromosomes se condensent", "the chromosomes condense"],
                [
                    "les chromatides de chaque chromosome se séparent",
                    "the chromatids of each chromosome separate",
                ],
                [
                    "les chromosomes s'alignent sur le plan équatorial",
                    "the chromosomes line up on the equatorial plane",
                ],
            ],
            others: &[
                ["l'ADN est répliqué", "the DNA is replicated"],
                [
                    "les chromosomes homologues de chaque paire se séparent",
                    "the homologous chromosomes of each pair separate",
                ],
                [
                    "le nombre de chromosomes est divisé par deux",
                    "the number of chromosomes is halved",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Le cycle cellulaire", "The cell cycle"],
        order: [
            "Range dans l'ordre les étapes du cycle d'une cellule qui se divise par mitose.",
            "Put the stages of the cycle of a cell dividing by mitosis in order.",
        ],
        backward: [
            "Range ces étapes du cycle cellulaire de la dernière à la première.",
            "Put these stages of the cell cycle in order from last to first.",
        ],
        next: [
            "Dans le cycle cellulaire, quelle étape vient juste après « {} » ?",
            "In the cell cycle, which stage comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le cycle cellulaire, « {a} » vient avant « {b} ».",
            "True or false: in the cell cycle, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "l'interphase, où l'ADN est répliqué",
                "interphase, when the DNA is replicated",
            ],
            [
                "la prophase, où les chromosomes se condensent",
                "prophase, when the chromosomes condense",
            ],
            [
                "la métaphase, où les chromosomes s'alignent sur le plan équatorial",
                "metaphase, when the chromosomes line up on the equatorial plane",
            ],
            [
                "l'anaphase, où les chromatides se séparent et migrent vers les pôles",
                "anaphase, when the chromatids separate and move to the poles",
            ],
            [
                "la télophase, où deux noyaux se reforment et la cellule se partage en deux",
                "telophase, when two nuclei form again and the cell splits in two",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de chromosomes compte le caryotype d'une cellule diploïde humaine ?",
                "How many chromosomes are there in the karyotype of a diploid human cell?",
            ],
            about: [
                "les chromosomes d'une cellule diploïde humaine",
                "the chromosomes of a diploid human cell",
            ],
            value: 46.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de chromosomes contient un gamète humain ?",
                "How many chromosomes does a human gamete contain?",
            ],
            about: [
                "les chromosomes d'un gamète humain",
                "the chromosomes of a human gamete",
            ],
            value: 23.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une cellule contient 6,4 pg d'ADN avant la réplication. Combien de picogrammes d'ADN contient-elle à la fin de la réplication ?",
                "A cell contains 6.4 pg of DNA before replication. How many picograms of DNA does it contain at the end of replication?",
            ],
            about: [
                "la quantité d'ADN, en picogrammes, après la réplication",
                "the amount of DNA, in picograms, after replication",
            ],
            value: 12.8,
            dp: 1,
            unit: "",
        },
        Number {
            ask: [
                "Combien de cellules filles une méiose produit-elle à partir d'une cellule ?",
                "How many daughter cells does one meiosis produce from one cell?",
            ],
            about: [
                "les cellules filles d'une méiose",
                "the daughter cells of one meiosis",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Les mutations de l'ADN et la variabilité génétique.
pub(crate) static MUTATIONS: Bank = Bank {
    chapter: "svt-1re-mutations-de-l-adn",
    title: ["Les mutations de l'ADN", "DNA mutations"],
    relations: &[
        Relation {
            name: ["Le vocabulaire des mutations", "The words of mutations"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une mutation", "a mutation"],
                    [
                        "une modification de la séquence des nucléotides de l'ADN",
                        "a change in the nucleotide sequence of DNA",
                    ],
                    ["Qu'est-ce qu'une mutation ?", "What is a mutation?"],
                    [
                        "Comment appelle-t-on une modification de la séquence des nucléotides de l'ADN ?",
                        "What is a change in the nucleotide sequence of DNA called?",
                    ],
                ),
                pair(
                    ["un agent mutagène", "a mutagen"],
                    [
                        "un facteur de l'environnement qui augmente la fréquence des mutations",
                        "a factor in the environment that raises the frequency of mutations",
                    ],
                    ["Qu'est-ce qu'un agent mutagène ?", "What is a mutagen?"],
                    [
                        "Comment appelle-t-on un facteur de l'environnement qui augmente la fréquence des mutations ?",
                        "What is a factor in the environment that raises the frequency of mutations called?",
                    ],
                ),
                pair(
                    ["un clone", "a clone"],
                    [
                        "un ensemble de cellules issues des mitoses successives d'une même cellule",
                        "a set of cells that come from the successive mitoses of one cell",
                    ],
                    [
                        "Qu'est-ce qu'un clone de cellules ?",
                        "What is a clone of cells?",
                    ],
                    [
                        "Comment appelle-t-on un ensemble de cellules issues des mitoses successives d'une même cellule ?",
                        "What is a set of cells that come from the successive mitoses of one cell called?",
                    ],
                ),
                pair(
                    ["un allèle", "an allele"],
                    [
                        "l'une des versions d'un gène, qui diffèrent par quelques nucléotides",
                        "one of the versions of a gene, which differ by a few nucleotides",
                    ],
                    ["Qu'est-ce qu'un allèle ?", "What is an allele?"],
                    [
                        "Comment appelle-t-on l'une des versions d'un gène, qui diffèrent par quelques nucléotides ?",
                        "What is one of the versions of a gene, which differ by a few nucleotides, called?",
                    ],
                ),
                pair(
                    ["la réparation de l'ADN", "DNA repair"],
                    [
                        "la correction par des enzymes de la cellule de la plupart des erreurs et des lésions de l'ADN",
                        "the correction by the cell's enzymes of most errors and damage in DNA",
                    ],
                    [
                        "Qu'est-ce que la réparation de l'ADN ?",
                        "What is DNA repair?",
                    ],
                    [
                        "Comment appelle-t-on la correction par des enzymes de la cellule de la plupart des erreurs et des lésions de l'ADN ?",
                        "What is the correction by the cell's enzymes of most errors and damage in DNA called?",
                    ],
                ),
                pair(
                    ["le polymorphisme génétique", "genetic polymorphism"],
                    [
                        "l'existence, dans une population, de plusieurs allèles d'un même gène",
                        "the existence, in a population, of several alleles of the same gene",
                    ],
                    [
                        "Qu'est-ce que le polymorphisme génétique ?",
                        "What is genetic polymorphism?",
                    ],
                    [
                        "Comment appelle-t-on l'existence, dans une population, de plusieurs allèles d'un même gène ?",
                        "What is the existence, in a population, of several alleles of the same gene called?",
                    ],
                ),
                pair(
                    ["la lignée germinale", "the germ line"],
                    [
                        "l'ensemble des cellules qui sont à l'origine des gamètes",
                        "all the cells that give rise to the gametes",
                    ],
                    [
                        "Qu'est-ce que la lignée germinale ?",
                        "What is the germ line?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des cellules qui sont à l'origine des gamètes ?",
                        "What are all the cells that give rise to the gametes called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les types de mutations", "The kinds of mutations"],
            matching: [
                "Associe chaque type de mutation à sa définition.",
                "Match each kind of mutation with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une substitution", "a substitution"],
                    [
                        "le remplacement d'un nucléotide de l'ADN par un autre",
                        "the replacement of one DNA nucleotide by another",
                    ],
                    ["Qu'est-ce qu'une substitution ?", "What is a substitution?"],
                    [
                        "Comment appelle-t-on le remplacement d'un nucléotide de l'ADN par un autre ?",
                        "What is the replacement of one DNA nucleotide by another called?",
                    ],
                ),
                pair(
                    ["une délétion", "a deletion"],
                    [
                        "la perte d'un ou de plusieurs nucléotides de l'ADN",
                        "the loss of one or more DNA nucleotides",
                    ],
                    ["Qu'est-ce qu'une délétion ?", "What is a deletion?"],
                    [
                        "Comment appelle-t-on la perte d'un ou de plusieurs nucléotides de l'ADN ?",
                        "What is the loss of one or more DNA nucleotides called?",
                    ],
                ),
                pair(
                    ["une insertion", "an insertion"],
                    [
                        "l'ajout d'un ou de plusieurs nucléotides dans l'ADN",
                        "the addition of one or more nucleotides into DNA",
                    ],
                    ["Qu'est-ce qu'une insertion ?", "What is an insertion?"],
                    [
                        "Comment appelle-t-on l'ajout d'un ou de plusieurs nucléotides dans l'ADN ?",
                        "What is the addition of one or more nucleotides into DNA called?",
                    ],
                ),
                pair(
                    ["une mutation somatique", "a somatic mutation"],
                    [
                        "une mutation d'une cellule du corps non reproductrice, qui n'est pas transmise à la descendance",
                        "a mutation in a non-reproductive body cell, which is not passed on to offspring",
                    ],
                    [
                        "Qu'est-ce qu'une mutation somatique ?",
                        "What is a somatic mutation?",
                    ],
                    [
                        "Comment appelle-t-on une mutation d'une cellule du corps non reproductrice, qui n'est pas transmise à la descendance ?",
                        "What is a mutation in a non-reproductive body cell, which is not passed on to offspring, called?",
                    ],
                ),
                pair(
                    ["une mutation germinale", "a germ-line mutation"],
                    [
                        "une mutation d'une cellule à l'origine des gamètes, qui peut être transmise à la descendance",
                        "a mutation in a cell that gives rise to gametes, which can be passed on to offspring",
                    ],
                    [
                        "Qu'est-ce qu'une mutation germinale ?",
                        "What is a germ-line mutation?",
                    ],
                    [
                        "Comment appelle-t-on une mutation d'une cellule à l'origine des gamètes, qui peut être transmise à la descendance ?",
                        "What is a mutation in a cell that gives rise to gametes, which can be passed on to offspring, called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les agents mutagènes", "Mutagens"],
            which: [
                "Parmi ces facteurs, lesquels sont des agents mutagènes ?",
                "Which of these factors are mutagens?",
            ],
            which_not: [
                "Parmi ces facteurs, lesquels ne sont pas des agents mutagènes ?",
                "Which of these factors are not mutagens?",
            ],
            members: &[
                ["les rayons ultraviolets", "ultraviolet rays"],
                ["les rayons X", "X-rays"],
                [
                    "le benzopyrène de la fumée de tabac",
                    "the benzopyrene in tobacco smoke",
                ],
            ],
            others: &[
                ["l'eau", "water"],
                ["le glucose", "glucose"],
                ["les ondes radio", "radio waves"],
            ],
        },
        Group {
            name: [
                "Les mutations transmissibles à la descendance",
                "Mutations that can be passed on to offspring",
            ],
            which: [
                "Parmi ces mutations, lesquelles peuvent être transmises à la descendance ?",
                "Which of these mutations can be passed on to offspring?",
            ],
            which_not: [
                "Parmi ces mutations, lesquelles ne peuvent pas être transmises à la descendance ?",
                "Which of these mutations cannot be passed on to offspring?",
            ],
            members: &[
                [
                    "une mutation dans une cellule à l'origine des spermatozoïdes",
                    "a mutation in a cell that gives rise to sperm cells",
                ],
                [
                    "une mutation dans une cellule à l'origine des ovules",
                    "a mutation in a cell that gives rise to egg cells",
                ],
            ],
            others: &[
                [
                    "une mutation dans une cellule de la peau",
                    "a mutation in a skin cell",
                ],
                ["une mutation dans un neurone", "a mutation in a neuron"],
                [
                    "une mutation dans une cellule du foie",
                    "a mutation in a liver cell",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "De la lésion de l'ADN au clone muté",
            "From DNA damage to a mutant clone",
        ],
        order: [
            "Range dans l'ordre les étapes qui mènent d'une lésion de l'ADN à un clone de cellules mutées.",
            "Put in order the steps that lead from DNA damage to a clone of mutant cells.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Entre la lésion de l'ADN et le clone muté, quelle étape vient juste après « {} » ?",
            "Between the DNA damage and the mutant clone, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : entre la lésion de l'ADN et le clone muté, « {a} » vient avant « {b} ».",
            "True or false: between the DNA damage and the mutant clone, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "un agent mutagène abîme l'ADN d'une cellule",
                "a mutagen damages the DNA of a cell",
            ],
            [
                "les enzymes de réparation ne corrigent pas la lésion",
                "the repair enzymes fail to correct the damage",
            ],
            [
                "la modification est recopiée lors de la réplication suivante",
                "the change is copied at the next replication",
            ],
            [
                "la cellule mutée se divise par mitoses successives",
                "the mutant cell divides by successive mitoses",
            ],
            [
                "un clone de cellules porte la mutation",
                "a clone of cells carries the mutation",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Lors de la réplication, une erreur non réparée apparaît en moyenne pour 100\u{202f}000 nucléotides copiés. Combien d'erreurs de ce type apparaissent en copiant 3\u{202f}000\u{202f}000 de nucléotides ?",
                "During replication, an unrepaired error appears on average once per 100,000 nucleotides copied. How many such errors appear when 3,000,000 nucleotides are copied?",
            ],
            about: [
                "les erreurs sur 3\u{202f}000\u{202f}000 de nucléotides copiés",
                "the errors in 3,000,000 nucleotides copied",
            ],
            value: 30.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un gène de 1\u{202f}200 nucléotides subit une délétion de 3 nucléotides. Combien de nucléotides compte-t-il après cette mutation ?",
                "A gene of 1,200 nucleotides undergoes a deletion of 3 nucleotides. How many nucleotides does it have after this mutation?",
            ],
            about: [
                "les nucléotides du gène après la délétion",
                "the nucleotides of the gene after the deletion",
            ],
            value: 1197.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un gène de 1\u{202f}200 nucléotides subit une substitution. Combien de nucléotides compte-t-il après cette mutation ?",
                "A gene of 1,200 nucleotides undergoes a substitution. How many nucleotides does it have after this mutation?",
            ],
            about: [
                "les nucléotides du gène après la substitution",
                "the nucleotides of the gene after the substitution",
            ],
            value: 1200.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// L'expression du patrimoine génétique.
pub(crate) static EXPRESSION: Bank = Bank {
    chapter: "svt-1re-expression-du-patrimoine-genetique",
    title: [
        "L'expression du patrimoine génétique",
        "How the genetic inheritance is expressed",
    ],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire de l'expression des gènes",
                "The words of gene expression",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la transcription", "transcription"],
                    [
                        "la synthèse d'un ARN à partir d'un brin de l'ADN d'un gène, dans le noyau",
                        "the making of an RNA from one strand of the DNA of a gene, in the nucleus",
                    ],
                    ["Qu'est-ce que la transcription ?", "What is transcription?"],
                    [
                        "Comment appelle-t-on la synthèse d'un ARN à partir d'un brin de l'ADN d'un gène, dans le noyau ?",
                        "What is the making of an RNA from one strand of the DNA of a gene, in the nucleus, called?",
                    ],
                ),
                pair(
                    ["la traduction", "translation"],
                    [
                        "la synthèse d'une protéine à partir de l'ARN messager, dans le cytoplasme",
                        "the making of a protein from messenger RNA, in the cytoplasm",
                    ],
                    ["Qu'est-ce que la traduction ?", "What is translation?"],
                    [
                        "Comment appelle-t-on la synthèse d'une protéine à partir de l'ARN messager, dans le cytoplasme ?",
                        "What is the making of a protein from messenger RNA, in the cytoplasm, called?",
                    ],
                ),
                pair(
                    ["un codon", "a codon"],
                    [
                        "une suite de trois nucléotides de l'ARN messager",
                        "a run of three nucleotides of the messenger RNA",
                    ],
                    ["Qu'est-ce qu'un codon ?", "What is a codon?"],
                    [
                        "Comment appelle-t-on une suite de trois nucléotides de l'ARN messager ?",
                        "What is a run of three nucleotides of the messenger RNA called?",
                    ],
                ),
                pair(
                    ["le code génétique", "the genetic code"],
                    [
                        "la correspondance entre les codons et les acides aminés, commune à presque tous les êtres vivants",
                        "the correspondence between codons and amino acids, shared by almost every living thing",
                    ],
                    [
                        "Qu'est-ce que le code génétique ?",
                        "What is the genetic code?",
                    ],
                    [
                        "Comment appelle-t-on la correspondance entre les codons et les acides aminés, commune à presque tous les êtres vivants ?",
                        "What is the correspondence between codons and amino acids, shared by almost every living thing, called?",
                    ],
                ),
                pair(
                    ["un intron", "an intron"],
                    [
                        "une portion d'un gène transcrite puis éliminée lors de la maturation de l'ARN",
                        "a part of a gene that is transcribed and then removed when the RNA is processed",
                    ],
                    ["Qu'est-ce qu'un intron ?", "What is an intron?"],
                    [
                        "Comment appelle-t-on une portion d'un gène transcrite puis éliminée lors de la maturation de l'ARN ?",
                        "What is a part of a gene that is transcribed and then removed when the RNA is processed called?",
                    ],
                ),
                pair(
                    ["un exon", "an exon"],
                    [
                        "une portion d'un gène dont la copie est conservée dans l'ARN messager",
                        "a part of a gene whose copy is kept in the messenger RNA",
                    ],
                    ["Qu'est-ce qu'un exon ?", "What is an exon?"],
                    [
                        "Comment appelle-t-on une portion d'un gène dont la copie est conservée dans l'ARN messager ?",
                        "What is a part of a gene whose copy is kept in the messenger RNA called?",
                    ],
                ),
                pair(
                    ["le phénotype", "the phenotype"],
                    [
                        "l'ensemble des caractères observables d'un individu, de l'échelle moléculaire à celle de l'organisme",
                        "all the observable characters of an individual, from the molecular scale to that of the organism",
                    ],
                    ["Qu'est-ce que le phénotype ?", "What is the phenotype?"],
                    [
                        "Comment appelle-t-on l'ensemble des caractères observables d'un individu, de l'échelle moléculaire à celle de l'organisme ?",
                        "What are all the observable characters of an individual, from the molecular scale to that of the organism, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs de l'expression des gènes",
                "What takes part in gene expression",
            ],
            matching: [
                "Associe chaque élément à son rôle.",
                "Match each element with its role.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["l'ARN polymérase", "RNA polymerase"],
                    [
                        "assembler les nucléotides d'un ARN complémentaire du brin d'ADN transcrit",
                        "to join up the nucleotides of an RNA complementary to the DNA strand transcribed",
                    ],
                    [
                        "Quel est le rôle de l'ARN polymérase ?",
                        "What is the role of RNA polymerase?",
                    ],
                    [
                        "Quelle enzyme assemble les nucléotides d'un ARN complémentaire du brin d'ADN transcrit ?",
                        "Which enzyme joins up the nucleotides of an RNA complementary to the DNA strand transcribed?",
                    ],
                ),
                pair(
                    ["le ribosome", "the ribosome"],
                    [
                        "lire l'ARN messager codon par codon et enchaîner les acides aminés",
                        "to read the messenger RNA codon by codon and link up the amino acids",
                    ],
                    [
                        "Quel est le rôle du ribosome ?",
                        "What is the role of the ribosome?",
                    ],
                    [
                        "Quel élément du cytoplasme lit l'ARN messager codon par codon et enchaîne les acides aminés ?",
                        "Which part of the cytoplasm reads the messenger RNA codon by codon and links up the amino acids?",
                    ],
                ),
                pair(
                    ["l'ARN messager", "messenger RNA"],
                    [
                        "porter la copie de l'information d'un gène du noyau jusqu'au cytoplasme",
                        "to carry the copy of the information of a gene from the nucleus to the cytoplasm",
                    ],
                    [
                        "Quel est le rôle de l'ARN messager ?",
                        "What is the role of messenger RNA?",
                    ],
                    [
                        "Quelle molécule porte la copie de l'information d'un gène du noyau jusqu'au cytoplasme ?",
                        "Which molecule carries the copy of the information of a gene from the nucleus to the cytoplasm?",
                    ],
                ),
                pair(
                    ["le codon AUG", "the codon AUG"],
                    [
                        "marquer le début de la traduction",
                        "to mark the start of translation",
                    ],
                    [
                        "Quel est le rôle du codon AUG de l'ARN messager ?",
                        "What is the role of the codon AUG of the messenger RNA?",
                    ],
                    [
                        "Quel codon marque le début de la traduction ?",
                        "Which codon marks the start of translation?",
                    ],
                ),
                pair(
                    ["les codons stop", "the stop codons"],
                    [
                        "marquer la fin de la traduction",
                        "to mark the end of translation",
                    ],
                    [
                        "Quel est le rôle des codons stop ?",
                        "What is the role of the stop codons?",
                    ],
                    [
                        "Quels codons marquent la fin de la traduction ?",
                        "Which codons mark the end of translation?",
                    ],
                ),
                pair(
                    ["les pores nucléaires", "the nuclear pores"],
                    [
                        "laisser passer l'ARN messager du noyau vers le cytoplasme",
                        "to let the messenger RNA out of the nucleus into the cytoplasm",
                    ],
                    [
                        "Quel est le rôle des pores nucléaires ?",
                        "What is the role of the nuclear pores?",
                    ],
                    [
                        "Par quelles ouvertures de l'enveloppe du noyau l'ARN messager passe-t-il dans le cytoplasme ?",
                        "Through which openings of the nuclear envelope does the messenger RNA pass into the cytoplasm?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Ce qui se passe dans le noyau",
                "What happens in the nucleus",
            ],
            which: [
                "Dans une cellule eucaryote, parmi ces étapes, lesquelles se déroulent dans le noyau ?",
                "In a eukaryotic cell, which of these steps take place in the nucleus?",
            ],
            which_not: [
                "Dans une cellule eucaryote, parmi ces étapes, lesquelles ne se déroulent pas dans le noyau ?",
                "In a eukaryotic cell, which of these steps do not take place in the nucleus?",
            ],
            members: &[
                ["la transcription", "transcription"],
                [
                    "la maturation de l'ARN pré-messager",
                    "the processing of the pre-messenger RNA",
                ],
                ["la réplication de l'ADN", "DNA replication"],
            ],
            others: &[
                ["la traduction", "translation"],
                [
                    "la lecture de l'ARN messager par les ribosomes",
                    "the reading of the messenger RNA by the ribosomes",
                ],
                [
                    "l'enchaînement des acides aminés d'une protéine",
                    "the linking up of the amino acids of a protein",
                ],
            ],
        },
        Group {
            name: ["Les codons stop", "Stop codons"],
            which: [
                "Parmi ces codons de l'ARN messager, lesquels sont des codons stop ?",
                "Which of these messenger RNA codons are stop codons?",
            ],
            which_not: [
                "Parmi ces codons de l'ARN messager, lesquels ne sont pas des codons stop ?",
                "Which of these messenger RNA codons are not stop codons?",
            ],
            members: &[["UAA", "UAA"], ["UAG", "UAG"], ["UGA", "UGA"]],
            others: &[
                ["AUG", "AUG"],
                ["UGG", "UGG"],
                ["UUU", "UUU"],
                ["GCA", "GCA"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Du gène à la protéine", "From gene to protein"],
        order: [
            "Range dans l'ordre les étapes qui mènent d'un gène à une protéine dans une cellule eucaryote.",
            "Put in order the steps that lead from a gene to a protein in a eukaryotic cell.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Du gène à la protéine, quelle étape vient juste après « {} » ?",
            "From gene to protein, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : du gène à la protéine, « {a} » vient avant « {b} ».",
            "True or false: from gene to protein, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "l'ARN polymérase transcrit un brin de l'ADN du gène",
                "RNA polymerase transcribes one strand of the DNA of the gene",
            ],
            [
                "les introns sont éliminés de l'ARN pré-messager",
                "the introns are removed from the pre-messenger RNA",
            ],
            [
                "l'ARN messager sort du noyau par les pores nucléaires",
                "the messenger RNA leaves the nucleus through the nuclear pores",
            ],
            [
                "un ribosome commence la lecture au codon AUG",
                "a ribosome starts reading at the codon AUG",
            ],
            [
                "le ribosome enchaîne les acides aminés codon par codon",
                "the ribosome links up the amino acids codon by codon",
            ],
            [
                "le ribosome atteint un codon stop et libère la protéine",
                "the ribosome reaches a stop codon and releases the protein",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de nucléotides forment un codon ?",
                "How many nucleotides make up a codon?",
            ],
            about: ["les nucléotides d'un codon", "the nucleotides of a codon"],
            value: 3.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de codons différents le code génétique compte-t-il ?",
                "How many different codons does the genetic code have?",
            ],
            about: [
                "les codons du code génétique",
                "the codons of the genetic code",
            ],
            value: 64.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une protéine compte 300 acides aminés. Combien de nucléotides compte la partie traduite de son ARN messager, codon stop compris ?",
                "A protein has 300 amino acids. How many nucleotides are there in the translated part of its messenger RNA, stop codon included?",
            ],
            about: [
                "les nucléotides traduits, codon stop compris, pour 300 acides aminés",
                "the translated nucleotides, stop codon included, for 300 amino acids",
            ],
            value: 903.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// La structure du globe terrestre.
pub(crate) static GLOBE: Bank = Bank {
    chapter: "svt-1re-structure-du-globe",
    title: [
        "La structure du globe terrestre",
        "The structure of the Earth",
    ],
    relations: &[
        Relation {
            name: ["Les enveloppes du globe", "The layers of the Earth"],
            matching: [
                "Associe chaque enveloppe du globe à sa description.",
                "Match each layer of the Earth with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la croûte continentale", "the continental crust"],
                    [
                        "l'enveloppe superficielle des continents, de composition granitique, épaisse de 30 km environ",
                        "the outer layer of the continents, of granitic composition, about 30 km thick",
                    ],
                    [
                        "Comment décrire la croûte continentale ?",
                        "How can the continental crust be described?",
                    ],
                    [
                        "Quelle enveloppe superficielle des continents est de composition granitique et épaisse de 30 km environ ?",
                        "Which outer layer of the continents is of granitic composition and about 30 km thick?",
                    ],
                ),
                pair(
                    ["la croûte océanique", "the oceanic crust"],
                    [
                        "l'enveloppe superficielle des océans, faite de basalte et de gabbro, épaisse de 7 km environ",
                        "the outer layer of the oceans, made of basalt and gabbro, about 7 km thick",
                    ],
                    [
                        "Comment décrire la croûte océanique ?",
                        "How can the oceanic crust be described?",
                    ],
                    [
                        "Quelle enveloppe superficielle des océans est faite de basalte et de gabbro, et épaisse de 7 km environ ?",
                        "Which outer layer of the oceans is made of basalt and gabbro, and about 7 km thick?",
                    ],
                ),
                pair(
                    ["le manteau", "the mantle"],
                    [
                        "l'enveloppe de péridotite située entre la croûte et le noyau",
                        "the layer of peridotite between the crust and the core",
                    ],
                    [
                        "Comment décrire le manteau ?",
                        "How can the mantle be described?",
                    ],
                    [
                        "Quelle enveloppe de péridotite est située entre la croûte et le noyau ?",
                        "Which layer of peridotite lies between the crust and the core?",
                    ],
                ),
                pair(
                    ["le noyau externe", "the outer core"],
                    [
                        "la couche liquide, riche en fer, qui entoure la graine",
                        "the liquid layer, rich in iron, that surrounds the inner core",
                    ],
                    [
                        "Comment décrire le noyau externe ?",
                        "How can the outer core be described?",
                    ],
                    [
                        "Quelle couche liquide, riche en fer, entoure la graine ?",
                        "Which liquid layer, rich in iron, surrounds the inner core?",
                    ],
                ),
                pair(
                    ["la graine", "the inner core"],
                    [
                        "la partie centrale et solide du noyau, riche en fer",
                        "the central and solid part of the core, rich in iron",
                    ],
                    [
                        "Comment décrire la graine ?",
                        "How can the inner core be described?",
                    ],
                    [
                        "Quelle partie centrale et solide du noyau est riche en fer ?",
                        "Which central and solid part of the core is rich in iron?",
                    ],
                ),
                pair(
                    ["la lithosphère", "the lithosphere"],
                    [
                        "l'enveloppe rigide formée de la croûte et du manteau supérieur, découpée en plaques",
                        "the rigid layer made of the crust and the upper mantle, broken into plates",
                    ],
                    [
                        "Comment décrire la lithosphère ?",
                        "How can the lithosphere be described?",
                    ],
                    [
                        "Quelle enveloppe rigide, formée de la croûte et du manteau supérieur, est découpée en plaques ?",
                        "Which rigid layer, made of the crust and the upper mantle, is broken into plates?",
                    ],
                ),
                pair(
                    ["l'asthénosphère", "the asthenosphere"],
                    [
                        "la partie du manteau située sous la lithosphère, plus ductile, qui peut fluer lentement",
                        "the part of the mantle below the lithosphere, more ductile, which can flow slowly",
                    ],
                    [
                        "Comment décrire l'asthénosphère ?",
                        "How can the asthenosphere be described?",
                    ],
                    [
                        "Quelle partie du manteau, située sous la lithosphère, est plus ductile et peut fluer lentement ?",
                        "Which part of the mantle, below the lithosphere, is more ductile and can flow slowly?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les ondes sismiques", "Seismic waves"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les ondes P", "P waves"],
                    [
                        "les ondes de compression, les plus rapides, qui traversent les solides et les liquides",
                        "the compression waves, the fastest, which cross solids and liquids",
                    ],
                    ["Que sont les ondes P ?", "What are P waves?"],
                    [
                        "Comment appelle-t-on les ondes de compression, les plus rapides, qui traversent les solides et les liquides ?",
                        "What are the compression waves, the fastest, which cross solids and liquids, called?",
                    ],
                ),
                pair(
                    ["les ondes S", "S waves"],
                    [
                        "les ondes de cisaillement, plus lentes, qui ne traversent pas les liquides",
                        "the shear waves, slower, which do not cross liquids",
                    ],
                    ["Que sont les ondes S ?", "What are S waves?"],
                    [
                        "Comment appelle-t-on les ondes de cisaillement, plus lentes, qui ne traversent pas les liquides ?",
                        "What are the shear waves, slower, which do not cross liquids, called?",
                    ],
                ),
                pair(
                    ["un sismogramme", "a seismogram"],
                    [
                        "l'enregistrement des mouvements du sol au passage des ondes sismiques",
                        "the record of the ground's movements as seismic waves pass",
                    ],
                    ["Qu'est-ce qu'un sismogramme ?", "What is a seismogram?"],
                    [
                        "Comment appelle-t-on l'enregistrement des mouvements du sol au passage des ondes sismiques ?",
                        "What is the record of the ground's movements as seismic waves pass called?",
                    ],
                ),
                pair(
                    ["une discontinuité", "a discontinuity"],
                    [
                        "une surface du globe où la vitesse des ondes sismiques change brusquement",
                        "a surface inside the Earth where the speed of seismic waves changes suddenly",
                    ],
                    [
                        "Qu'est-ce qu'une discontinuité sismique ?",
                        "What is a seismic discontinuity?",
                    ],
                    [
                        "Comment appelle-t-on une surface du globe où la vitesse des ondes sismiques change brusquement ?",
                        "What is a surface inside the Earth where the speed of seismic waves changes suddenly called?",
                    ],
                ),
                pair(
                    ["le Moho", "the Moho"],
                    [
                        "la discontinuité qui sépare la croûte du manteau",
                        "the discontinuity that separates the crust from the mantle",
                    ],
                    ["Qu'est-ce que le Moho ?", "What is the Moho?"],
                    [
                        "Comment appelle-t-on la discontinuité qui sépare la croûte du manteau ?",
                        "What is the discontinuity that separates the crust from the mantle called?",
                    ],
                ),
                pair(
                    ["la zone d'ombre", "the shadow zone"],
                    [
                        "la bande de la surface du globe où les ondes P directes ne parviennent pas, à cause du noyau",
                        "the band of the Earth's surface that direct P waves do not reach, because of the core",
                    ],
                    [
                        "Qu'est-ce que la zone d'ombre sismique ?",
                        "What is the seismic shadow zone?",
                    ],
                    [
                        "Comment appelle-t-on la bande de la surface du globe où les ondes P directes ne parviennent pas, à cause du noyau ?",
                        "What is the band of the Earth's surface that direct P waves do not reach, because of the core, called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les composants de la lithosphère",
                "What the lithosphere is made of",
            ],
            which: [
                "Parmi ces parties du globe, lesquelles font partie de la lithosphère ?",
                "Which of these parts of the Earth belong to the lithosphere?",
            ],
            which_not: [
                "Parmi ces parties du globe, lesquelles ne font pas partie de la lithosphère ?",
                "Which of these parts of the Earth do not belong to the lithosphere?",
            ],
            members: &[
                ["la croûte océanique", "the oceanic crust"],
                ["la croûte continentale", "the continental crust"],
                ["le manteau lithosphérique", "the lithospheric mantle"],
            ],
            others: &[
                ["l'asthénosphère", "the asthenosphere"],
                ["le noyau externe", "the outer core"],
                ["la graine", "the inner core"],
            ],
        },
        Group {
            name: [
                "Les roches de la croûte océanique",
                "The rocks of the oceanic crust",
            ],
            which: [
                "Parmi ces roches, lesquelles forment la croûte océanique ?",
                "Which of these rocks make up the oceanic crust?",
            ],
            which_not: [
                "Parmi ces roches, lesquelles ne forment pas la croûte océanique ?",
                "Which of these rocks do not make up the oceanic crust?",
            ],
            members: &[["le basalte", "basalt"], ["le gabbro", "gabbro"]],
            others: &[["le granite", "granite"], ["la péridotite", "peridotite"]],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Les enveloppes, de la surface au centre",
            "The layers, from the surface to the centre",
        ],
        order: [
            "Range ces enveloppes du globe de la surface vers le centre.",
            "Put these layers of the Earth in order from the surface to the centre.",
        ],
        backward: [
            "Range ces enveloppes du globe du centre vers la surface.",
            "Put these layers of the Earth in order from the centre to the surface.",
        ],
        next: [
            "De la surface vers le centre du globe, quelle enveloppe vient juste après « {} » ?",
            "From the surface to the centre of the Earth, which layer comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est plus proche de la surface du globe que « {b} ».",
            "True or false: “{a}” is closer to the Earth's surface than “{b}”.",
        ],
        steps: &[
            ["la croûte", "the crust"],
            ["le manteau supérieur", "the upper mantle"],
            ["le manteau inférieur", "the lower mantle"],
            ["le noyau externe", "the outer core"],
            ["la graine", "the inner core"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "À quelle profondeur se trouve la limite entre le manteau et le noyau ?",
                "At what depth is the boundary between the mantle and the core?",
            ],
            about: [
                "la profondeur de la limite entre le manteau et le noyau",
                "the depth of the boundary between the mantle and the core",
            ],
            value: 2900.0,
            dp: 0,
            unit: "km",
        },
        Number {
            ask: [
                "Une onde S se propage à 4 km/s. Combien de secondes met-elle pour parcourir 600 km ?",
                "An S wave travels at 4 km/s. How many seconds does it take to travel 600 km?",
            ],
            about: [
                "la durée du trajet d'une onde S sur 600 km à 4 km/s",
                "the travel time of an S wave over 600 km at 4 km/s",
            ],
            value: 150.0,
            dp: 0,
            unit: "s",
        },
        Number {
            ask: [
                "Une onde P parcourt 240 km en 40 s. Quelle est sa vitesse moyenne, en km/s ?",
                "A P wave travels 240 km in 40 s. What is its mean speed, in km/s?",
            ],
            about: [
                "la vitesse d'une onde P qui parcourt 240 km en 40 s",
                "the speed of a P wave that travels 240 km in 40 s",
            ],
            value: 6.0,
            dp: 0,
            unit: "km/s",
        },
    ],
    diagrams: &[],
};

/// La dynamique de la lithosphère.
pub(crate) static LITHOSPHERE: Bank = Bank {
    chapter: "svt-1re-dynamique-de-la-lithosphere",
    title: [
        "La dynamique de la lithosphère",
        "The dynamics of the lithosphere",
    ],
    relations: &[Relation {
        name: [
            "Le vocabulaire de la tectonique des plaques",
            "The words of plate tectonics",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une dorsale", "a mid-ocean ridge"],
                [
                    "une chaîne de montagnes sous-marine où deux plaques s'écartent et où se forme la lithosphère océanique",
                    "an underwater mountain range where two plates move apart and oceanic lithosphere forms",
                ],
                ["Qu'est-ce qu'une dorsale ?", "What is a mid-ocean ridge?"],
                [
                    "Comment appelle-t-on une chaîne de montagnes sous-marine où deux plaques s'écartent et où se forme la lithosphère océanique ?",
                    "What is an underwater mountain range where two plates move apart and oceanic lithosphere forms called?",
                ],
            ),
            pair(
                ["une zone de subduction", "a subduction zone"],
                [
                    "une zone où une lithosphère océanique plonge dans le manteau sous une autre plaque",
                    "a zone where an oceanic lithosphere sinks into the mantle beneath another plate",
                ],
                [
                    "Qu'est-ce qu'une zone de subduction ?",
                    "What is a subduction zone?",
                ],
                [
                    "Comment appelle-t-on une zone où une lithosphère océanique plonge dans le manteau sous une autre plaque ?",
                    "What is a zone where an oceanic lithosphere sinks into the mantle beneath another plate called?",
                ],
            ),
            pair(
                ["une fosse océanique", "an ocean trench"],
                [
                    "une dépression allongée et très profonde du fond de l'océan, au bord d'une plaque qui plonge",
                    "a long and very deep hollow of the ocean floor, at the edge of a sinking plate",
                ],
                [
                    "Qu'est-ce qu'une fosse océanique ?",
                    "What is an ocean trench?",
                ],
                [
                    "Comment appelle-t-on une dépression allongée et très profonde du fond de l'océan, au bord d'une plaque qui plonge ?",
                    "What is a long and very deep hollow of the ocean floor, at the edge of a sinking plate, called?",
                ],
            ),
            pair(
                ["un rift continental", "a continental rift"],
                [
                    "une zone où un continent s'amincit et se fracture sous l'effet d'un étirement",
                    "a zone where a continent thins and breaks apart as it is stretched",
                ],
                [
                    "Qu'est-ce qu'un rift continental ?",
                    "What is a continental rift?",
                ],
                [
                    "Comment appelle-t-on une zone où un continent s'amincit et se fracture sous l'effet d'un étirement ?",
                    "What is a zone where a continent thins and breaks apart as it is stretched called?",
                ],
            ),
            pair(
                ["un point chaud", "a hotspot"],
                [
                    "une remontée de manteau chaud, fixe par rapport aux plaques, à l'origine d'un alignement de volcans",
                    "a rising plume of hot mantle, fixed relative to the plates, which builds a line of volcanoes",
                ],
                ["Qu'est-ce qu'un point chaud ?", "What is a hotspot?"],
                [
                    "Comment appelle-t-on une remontée de manteau chaud, fixe par rapport aux plaques, à l'origine d'un alignement de volcans ?",
                    "What is a rising plume of hot mantle, fixed relative to the plates, which builds a line of volcanoes, called?",
                ],
            ),
            pair(
                ["le paléomagnétisme", "palaeomagnetism"],
                [
                    "l'étude de l'aimantation acquise par les roches au moment de leur formation",
                    "the study of the magnetisation that rocks acquired when they formed",
                ],
                [
                    "Qu'est-ce que le paléomagnétisme ?",
                    "What is palaeomagnetism?",
                ],
                [
                    "Comment appelle-t-on l'étude de l'aimantation acquise par les roches au moment de leur formation ?",
                    "What is the study of the magnetisation that rocks acquired when they formed called?",
                ],
            ),
            pair(
                ["le plan de Wadati-Benioff", "the Wadati-Benioff plane"],
                [
                    "le plan incliné dessiné par les foyers des séismes sous une zone de subduction",
                    "the sloping plane outlined by the foci of earthquakes beneath a subduction zone",
                ],
                [
                    "Qu'est-ce que le plan de Wadati-Benioff ?",
                    "What is the Wadati-Benioff plane?",
                ],
                [
                    "Comment appelle-t-on le plan incliné dessiné par les foyers des séismes sous une zone de subduction ?",
                    "What is the sloping plane outlined by the foci of earthquakes beneath a subduction zone called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: [
                "Les indices d'une zone de subduction",
                "The signs of a subduction zone",
            ],
            which: [
                "Parmi ces observations, lesquelles sont des indices d'une zone de subduction ?",
                "Which of these observations are signs of a subduction zone?",
            ],
            which_not: [
                "Parmi ces observations, lesquelles ne sont pas des indices d'une zone de subduction ?",
                "Which of these observations are not signs of a subduction zone?",
            ],
            members: &[
                ["une fosse océanique profonde", "a deep ocean trench"],
                [
                    "des séismes de plus en plus profonds en s'éloignant de la fosse",
                    "earthquakes deeper and deeper away from the trench",
                ],
                [
                    "un volcanisme explosif en arrière de la fosse",
                    "explosive volcanism behind the trench",
                ],
            ],
            others: &[
                [
                    "une vallée d'effondrement au sommet d'une chaîne sous-marine",
                    "a rift valley at the top of an underwater range",
                ],
                [
                    "des basaltes de plus en plus anciens en s'éloignant d'un axe sous-marin",
                    "basalts older and older away from an underwater axis",
                ],
                [
                    "des bandes d'anomalies magnétiques symétriques de part et d'autre d'un axe sous-marin",
                    "bands of magnetic anomalies symmetrical on both sides of an underwater axis",
                ],
            ],
        },
        Group {
            name: ["Les frontières divergentes", "Divergent boundaries"],
            which: [
                "Parmi ces structures, lesquelles sont des frontières où deux plaques s'écartent ?",
                "Which of these structures are boundaries where two plates move apart?",
            ],
            which_not: [
                "Parmi ces structures, lesquelles ne sont pas des frontières où deux plaques s'écartent ?",
                "Which of these structures are not boundaries where two plates move apart?",
            ],
            members: &[
                ["la dorsale médio-atlantique", "the Mid-Atlantic Ridge"],
                ["la dorsale est-pacifique", "the East Pacific Rise"],
                ["le rift est-africain", "the East African Rift"],
            ],
            others: &[
                ["la fosse des Mariannes", "the Mariana Trench"],
                ["la cordillère des Andes", "the Andes"],
                ["l'Himalaya", "the Himalayas"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La vie d'une lithosphère océanique",
            "The life of an oceanic lithosphere",
        ],
        order: [
            "Range dans l'ordre les étapes de la vie d'une lithosphère océanique.",
            "Put the stages of the life of an oceanic lithosphere in order.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these stages in order from last to first.",
        ],
        next: [
            "Dans la vie d'une lithosphère océanique, quelle étape vient juste après « {} » ?",
            "In the life of an oceanic lithosphere, which stage comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans la vie d'une lithosphère océanique, « {a} » vient avant « {b} ».",
            "True or false: in the life of an oceanic lithosphere, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le manteau remonte sous la dorsale et fond en partie",
                "the mantle rises beneath the ridge and partly melts",
            ],
            [
                "le magma forme une nouvelle croûte océanique à l'axe de la dorsale",
                "the magma forms new oceanic crust at the axis of the ridge",
            ],
            [
                "la lithosphère s'éloigne de la dorsale, se refroidit et s'épaissit",
                "the lithosphere moves away from the ridge, cools and thickens",
            ],
            [
                "la lithosphère devient plus dense que l'asthénosphère",
                "the lithosphere becomes denser than the asthenosphere",
            ],
            [
                "la lithosphère plonge dans le manteau au niveau d'une zone de subduction",
                "the lithosphere sinks into the mantle at a subduction zone",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "En quelle année Alfred Wegener a-t-il présenté son hypothèse de la dérive des continents ?",
                "In what year did Alfred Wegener present his hypothesis of continental drift?",
            ],
            about: [
                "la présentation de la dérive des continents par Wegener",
                "Wegener's presentation of continental drift",
            ],
            value: 1912.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un basalte daté de 10 millions d'années se trouve à 200 km de l'axe de la dorsale. À quelle vitesse moyenne, en centimètres par an, s'est-il éloigné de l'axe ?",
                "A basalt dated at 10 million years lies 200 km from the axis of the ridge. At what mean speed, in centimetres per year, has it moved away from the axis?",
            ],
            about: [
                "la vitesse d'éloignement du basalte, en centimètres par an",
                "the speed at which the basalt moved away, in centimetres per year",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une plaque se déplace de 5 cm par an. De combien de kilomètres se déplace-t-elle en 1 million d'années ?",
                "A plate moves 5 cm a year. How many kilometres does it move in 1 million years?",
            ],
            about: [
                "le déplacement de la plaque en 1 million d'années",
                "the plate's movement in 1 million years",
            ],
            value: 50.0,
            dp: 0,
            unit: "km",
        },
    ],
    diagrams: &[],
};

/// Écosystèmes et services environnementaux.
pub(crate) static ECOSYSTEMES: Bank = Bank {
    chapter: "svt-1re-ecosystemes-et-services-environnementaux",
    title: [
        "Écosystèmes et services environnementaux",
        "Ecosystems and environmental services",
    ],
    relations: &[
        Relation {
            name: ["Le vocabulaire des écosystèmes", "The words of ecosystems"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un écosystème", "an ecosystem"],
                    [
                        "l'ensemble formé par une communauté d'êtres vivants, son milieu de vie et leurs interactions",
                        "the whole made of a community of living things, its habitat and their interactions",
                    ],
                    ["Qu'est-ce qu'un écosystème ?", "What is an ecosystem?"],
                    [
                        "Comment appelle-t-on l'ensemble formé par une communauté d'êtres vivants, son milieu de vie et leurs interactions ?",
                        "What is the whole made of a community of living things, its habitat and their interactions called?",
                    ],
                ),
                pair(
                    ["la biocénose", "the biocenosis"],
                    [
                        "l'ensemble des êtres vivants d'un écosystème",
                        "all the living things of an ecosystem",
                    ],
                    ["Qu'est-ce que la biocénose ?", "What is the biocenosis?"],
                    [
                        "Comment appelle-t-on l'ensemble des êtres vivants d'un écosystème ?",
                        "What are all the living things of an ecosystem called?",
                    ],
                ),
                pair(
                    ["le biotope", "the biotope"],
                    [
                        "le milieu de vie d'un écosystème, avec ses caractéristiques physiques et chimiques",
                        "the habitat of an ecosystem, with its physical and chemical features",
                    ],
                    ["Qu'est-ce que le biotope ?", "What is the biotope?"],
                    [
                        "Comment appelle-t-on le milieu de vie d'un écosystème, avec ses caractéristiques physiques et chimiques ?",
                        "What is the habitat of an ecosystem, with its physical and chemical features, called?",
                    ],
                ),
                pair(
                    ["un réseau trophique", "a food web"],
                    [
                        "l'ensemble des chaînes alimentaires d'un écosystème, reliées entre elles",
                        "all the food chains of an ecosystem, linked together",
                    ],
                    ["Qu'est-ce qu'un réseau trophique ?", "What is a food web?"],
                    [
                        "Comment appelle-t-on l'ensemble des chaînes alimentaires d'un écosystème, reliées entre elles ?",
                        "What are all the food chains of an ecosystem, linked together, called?",
                    ],
                ),
                pair(
                    ["un service écosystémique", "an ecosystem service"],
                    [
                        "un bénéfice que les sociétés humaines tirent du fonctionnement d'un écosystème",
                        "a benefit that human societies draw from the working of an ecosystem",
                    ],
                    [
                        "Qu'est-ce qu'un service écosystémique ?",
                        "What is an ecosystem service?",
                    ],
                    [
                        "Comment appelle-t-on un bénéfice que les sociétés humaines tirent du fonctionnement d'un écosystème ?",
                        "What is a benefit that human societies draw from the working of an ecosystem called?",
                    ],
                ),
                pair(
                    ["la résilience", "resilience"],
                    [
                        "la capacité d'un écosystème à retrouver son fonctionnement après une perturbation",
                        "the ability of an ecosystem to recover its working after a disturbance",
                    ],
                    [
                        "Qu'est-ce que la résilience d'un écosystème ?",
                        "What is the resilience of an ecosystem?",
                    ],
                    [
                        "Comment appelle-t-on la capacité d'un écosystème à retrouver son fonctionnement après une perturbation ?",
                        "What is the ability of an ecosystem to recover its working after a disturbance called?",
                    ],
                ),
                pair(
                    ["la biomasse", "biomass"],
                    [
                        "la masse de matière organique des êtres vivants d'un milieu",
                        "the mass of organic matter of the living things of an area",
                    ],
                    ["Qu'est-ce que la biomasse ?", "What is biomass?"],
                    [
                        "Comment appelle-t-on la masse de matière organique des êtres vivants d'un milieu ?",
                        "What is the mass of organic matter of the living things of an area called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les interactions entre êtres vivants",
                "Interactions between living things",
            ],
            matching: [
                "Associe chaque interaction à sa définition.",
                "Match each interaction with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la symbiose", "symbiosis"],
                    [
                        "une association durable et obligatoire dont les deux partenaires tirent un bénéfice",
                        "a lasting and necessary partnership from which both partners benefit",
                    ],
                    ["Qu'est-ce que la symbiose ?", "What is symbiosis?"],
                    [
                        "Comment appelle-t-on une association durable et obligatoire dont les deux partenaires tirent un bénéfice ?",
                        "What is a lasting and necessary partnership from which both partners benefit called?",
                    ],
                ),
                pair(
                    ["le parasitisme", "parasitism"],
                    [
                        "une relation où un organisme vit aux dépens d'un autre, qu'il affaiblit",
                        "a relationship where one organism lives at the expense of another, which it weakens",
                    ],
                    ["Qu'est-ce que le parasitisme ?", "What is parasitism?"],
                    [
                        "Comment appelle-t-on une relation où un organisme vit aux dépens d'un autre, qu'il affaiblit ?",
                        "What is a relationship where one organism lives at the expense of another, which it weakens, called?",
                    ],
                ),
                pair(
                    ["la prédation", "predation"],
                    [
                        "une relation où un animal tue d'autres animaux pour s'en nourrir",
                        "a relationship where an animal kills other animals to feed on them",
                    ],
                    ["Qu'est-ce que la prédation ?", "What is predation?"],
                    [
                        "Comment appelle-t-on une relation où un animal tue d'autres animaux pour s'en nourrir ?",
                        "What is a relationship where an animal kills other animals to feed on them called?",
                    ],
                ),
                pair(
                    ["la compétition", "competition"],
                    [
                        "une relation où des organismes exploitent une même ressource disponible en quantité limitée",
                        "a relationship where organisms use the same resource, available in limited amounts",
                    ],
                    ["Qu'est-ce que la compétition ?", "What is competition?"],
                    [
                        "Comment appelle-t-on une relation où des organismes exploitent une même ressource disponible en quantité limitée ?",
                        "What is a relationship where organisms use the same resource, available in limited amounts, called?",
                    ],
                ),
                pair(
                    ["le commensalisme", "commensalism"],
                    [
                        "une relation où un organisme profite d'un autre sans lui nuire ni lui être utile",
                        "a relationship where one organism benefits from another without harming or helping it",
                    ],
                    ["Qu'est-ce que le commensalisme ?", "What is commensalism?"],
                    [
                        "Comment appelle-t-on une relation où un organisme profite d'un autre sans lui nuire ni lui être utile ?",
                        "What is a relationship where one organism benefits from another without harming or helping it called?",
                    ],
                ),
                pair(
                    ["l'herbivorie", "herbivory"],
                    [
                        "la consommation de végétaux vivants par des animaux",
                        "the eating of living plants by animals",
                    ],
                    ["Qu'est-ce que l'herbivorie ?", "What is herbivory?"],
                    [
                        "Comment appelle-t-on la consommation de végétaux vivants par des animaux ?",
                        "What is the eating of living plants by animals called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les services écosystémiques", "Ecosystem services"],
            which: [
                "Parmi ces bénéfices, lesquels sont des services écosystémiques ?",
                "Which of these benefits are ecosystem services?",
            ],
            which_not: [
                "Parmi ces bénéfices, lesquels ne sont pas des services écosystémiques ?",
                "Which of these benefits are not ecosystem services?",
            ],
            members: &[
                [
                    "la pollinisation des cultures par les insectes",
                    "the pollination of crops by insects",
                ],
                [
                    "l'épuration de l'eau par une zone humide",
                    "the cleaning of water by a wetland",
                ],
                [
                    "la production de bois par une forêt",
                    "the production of wood by a forest",
                ],
                [
                    "le stockage de carbone dans les sols",
                    "the storage of carbon in soils",
                ],
            ],
            others: &[
                [
                    "la production d'électricité par une centrale nucléaire",
                    "the production of electricity by a nuclear power station",
                ],
                [
                    "la fabrication de plastique dans une usine",
                    "the making of plastic in a factory",
                ],
                [
                    "le dessalement de l'eau de mer dans une usine",
                    "the desalination of sea water in a plant",
                ],
            ],
        },
        Group {
            name: ["La biocénose", "The biocenosis"],
            which: [
                "Dans une forêt, parmi ces éléments, lesquels font partie de la biocénose ?",
                "In a forest, which of these elements belong to the biocenosis?",
            ],
            which_not: [
                "Dans une forêt, parmi ces éléments, lesquels ne font pas partie de la biocénose ?",
                "In a forest, which of these elements do not belong to the biocenosis?",
            ],
            members: &[
                ["les chênes", "the oaks"],
                ["les champignons du sol", "the soil fungi"],
                ["les bactéries du sol", "the soil bacteria"],
                ["les mésanges", "the tits"],
            ],
            others: &[
                ["la température de l'air", "the air temperature"],
                ["l'eau du sol", "the soil water"],
                ["la lumière", "the light"],
                ["les roches du sous-sol", "the bedrock"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Le trajet d'un atome de carbone dans une forêt",
            "The path of a carbon atom in a forest",
        ],
        order: [
            "Range dans l'ordre les étapes du trajet d'un atome de carbone dans une forêt.",
            "Put the steps of the path of a carbon atom in a forest in order.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Sur le trajet de cet atome de carbone, quelle étape vient juste après « {} » ?",
            "On the path of this carbon atom, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le trajet de cet atome de carbone, « {a} » vient avant « {b} ».",
            "True or false: on the path of this carbon atom, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "une feuille de chêne absorbe le dioxyde de carbone de l'air",
                "an oak leaf takes in carbon dioxide from the air",
            ],
            [
                "la photosynthèse intègre le carbone à la matière organique de la feuille",
                "photosynthesis builds the carbon into the organic matter of the leaf",
            ],
            [
                "une chenille mange la feuille",
                "a caterpillar eats the leaf",
            ],
            [
                "une mésange mange la chenille",
                "a tit eats the caterpillar",
            ],
            [
                "les organismes du sol décomposent le cadavre de la mésange",
                "soil organisms break down the tit's dead body",
            ],
            [
                "le carbone retourne dans l'air sous forme de dioxyde de carbone",
                "the carbon goes back into the air as carbon dioxide",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Des herbivores mangent 5\u{202f}000 kg de végétaux et en transforment 10 % en leur propre biomasse. Quelle biomasse d'herbivores est produite ?",
                "Herbivores eat 5,000 kg of plants and turn 10% of it into their own biomass. What biomass of herbivores is produced?",
            ],
            about: [
                "la biomasse d'herbivores produite à partir de 5\u{202f}000 kg de végétaux",
                "the herbivore biomass produced from 5,000 kg of plants",
            ],
            value: 500.0,
            dp: 0,
            unit: "kg",
        },
        Number {
            ask: [
                "Dans une prairie, les producteurs forment 20\u{202f}000 kg de biomasse et chaque niveau trophique transmet 10 % de sa biomasse au suivant. Quelle biomasse de consommateurs secondaires la prairie peut-elle nourrir ?",
                "In a meadow, the producers make 20,000 kg of biomass and each trophic level passes 10% of its biomass on to the next. What biomass of secondary consumers can the meadow feed?",
            ],
            about: [
                "la biomasse des consommateurs secondaires de la prairie",
                "the biomass of the meadow's secondary consumers",
            ],
            value: 200.0,
            dp: 0,
            unit: "kg",
        },
    ],
    diagrams: &[],
};

/// Variation génétique et santé.
pub(crate) static SANTE: Bank = Bank {
    chapter: "svt-1re-variation-genetique-et-sante",
    title: [
        "Variation génétique et santé",
        "Genetic variation and health",
    ],
    relations: &[
        Relation {
            name: [
                "Allèles et maladies génétiques",
                "Alleles and genetic diseases",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une maladie monogénique", "a single-gene disease"],
                    [
                        "une maladie due à la mutation d'un seul gène",
                        "a disease caused by the mutation of a single gene",
                    ],
                    [
                        "Qu'est-ce qu'une maladie monogénique ?",
                        "What is a single-gene disease?",
                    ],
                    [
                        "Comment appelle-t-on une maladie due à la mutation d'un seul gène ?",
                        "What is a disease caused by the mutation of a single gene called?",
                    ],
                ),
                pair(
                    ["une maladie multifactorielle", "a multifactorial disease"],
                    [
                        "une maladie qui dépend de plusieurs gènes et de facteurs de l'environnement",
                        "a disease that depends on several genes and on factors in the environment",
                    ],
                    [
                        "Qu'est-ce qu'une maladie multifactorielle ?",
                        "What is a multifactorial disease?",
                    ],
                    [
                        "Comment appelle-t-on une maladie qui dépend de plusieurs gènes et de facteurs de l'environnement ?",
                        "What is a disease that depends on several genes and on factors in the environment called?",
                    ],
                ),
                pair(
                    ["un allèle récessif", "a recessive allele"],
                    [
                        "un allèle qui ne s'exprime dans le phénotype que s'il est présent en deux exemplaires",
                        "an allele that shows in the phenotype only when present in two copies",
                    ],
                    [
                        "Qu'est-ce qu'un allèle récessif ?",
                        "What is a recessive allele?",
                    ],
                    [
                        "Comment appelle-t-on un allèle qui ne s'exprime dans le phénotype que s'il est présent en deux exemplaires ?",
                        "What is an allele that shows in the phenotype only when present in two copies called?",
                    ],
                ),
                pair(
                    ["un allèle dominant", "a dominant allele"],
                    [
                        "un allèle qui s'exprime dans le phénotype même en un seul exemplaire",
                        "an allele that shows in the phenotype even in a single copy",
                    ],
                    [
                        "Qu'est-ce qu'un allèle dominant ?",
                        "What is a dominant allele?",
                    ],
                    [
                        "Comment appelle-t-on un allèle qui s'exprime dans le phénotype même en un seul exemplaire ?",
                        "What is an allele that shows in the phenotype even in a single copy called?",
                    ],
                ),
                pair(
                    ["un hétérozygote", "a heterozygote"],
                    [
                        "un individu qui porte deux allèles différents d'un même gène",
                        "an individual who carries two different alleles of the same gene",
                    ],
                    ["Qu'est-ce qu'un hétérozygote ?", "What is a heterozygote?"],
                    [
                        "Comment appelle-t-on un individu qui porte deux allèles différents d'un même gène ?",
                        "What is an individual who carries two different alleles of the same gene called?",
                    ],
                ),
                pair(
                    ["un homozygote", "a homozygote"],
                    [
                        "un individu qui porte deux allèles identiques d'un même gène",
                        "an individual who carries two identical alleles of the same gene",
                    ],
                    ["Qu'est-ce qu'un homozygote ?", "What is a homozygote?"],
                    [
                        "Comment appelle-t-on un individu qui porte deux allèles identiques d'un même gène ?",
                        "What is an individual who carries two identical alleles of the same gene called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Santé : le vocabulaire", "Health: the words"],
            matching: [
                "Associe chaque mot de la santé à sa définition.",
                "Match each health word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un facteur de risque", "a risk factor"],
                    [
                        "un facteur qui augmente la probabilité de développer une maladie, sans la rendre certaine",
                        "a factor that raises the probability of developing a disease, without making it certain",
                    ],
                    [
                        "Qu'est-ce qu'un facteur de risque ?",
                        "What is a risk factor?",
                    ],
                    [
                        "Comment appelle-t-on un facteur qui augmente la probabilité de développer une maladie, sans la rendre certaine ?",
                        "What is a factor that raises the probability of developing a disease, without making it certain, called?",
                    ],
                ),
                pair(
                    ["un cancer", "a cancer"],
                    [
                        "une maladie due à la multiplication incontrôlée d'un clone de cellules qui ont accumulé des mutations",
                        "a disease caused by the uncontrolled multiplication of a clone of cells that have built up mutations",
                    ],
                    ["Qu'est-ce qu'un cancer ?", "What is a cancer?"],
                    [
                        "Comment appelle-t-on une maladie due à la multiplication incontrôlée d'un clone de cellules qui ont accumulé des mutations ?",
                        "What is a disease caused by the uncontrolled multiplication of a clone of cells that have built up mutations called?",
                    ],
                ),
                pair(
                    ["une métastase", "a metastasis"],
                    [
                        "une tumeur secondaire formée par des cellules cancéreuses qui ont migré dans l'organisme",
                        "a secondary tumour formed by cancer cells that have moved through the body",
                    ],
                    ["Qu'est-ce qu'une métastase ?", "What is a metastasis?"],
                    [
                        "Comment appelle-t-on une tumeur secondaire formée par des cellules cancéreuses qui ont migré dans l'organisme ?",
                        "What is a secondary tumour formed by cancer cells that have moved through the body called?",
                    ],
                ),
                pair(
                    ["un antibiotique", "an antibiotic"],
                    [
                        "une molécule qui tue les bactéries ou bloque leur multiplication, sans effet sur les virus",
                        "a molecule that kills bacteria or stops them multiplying, with no effect on viruses",
                    ],
                    ["Qu'est-ce qu'un antibiotique ?", "What is an antibiotic?"],
                    [
                        "Comment appelle-t-on une molécule qui tue les bactéries ou bloque leur multiplication, sans effet sur les virus ?",
                        "What is a molecule that kills bacteria or stops them multiplying, with no effect on viruses, called?",
                    ],
                ),
                pair(
                    ["l'antibiorésistance", "antibiotic resistance"],
                    [
                        "la capacité de bactéries à survivre et à se multiplier malgré un antibiotique",
                        "the ability of bacteria to survive and multiply despite an antibiotic",
                    ],
                    [
                        "Qu'est-ce que l'antibiorésistance ?",
                        "What is antibiotic resistance?",
                    ],
                    [
                        "Comment appelle-t-on la capacité de bactéries à survivre et à se multiplier malgré un antibiotique ?",
                        "What is the ability of bacteria to survive and multiply despite an antibiotic called?",
                    ],
                ),
                pair(
                    ["la thérapie génique", "gene therapy"],
                    [
                        "un traitement qui consiste à introduire un allèle fonctionnel dans des cellules d'un malade",
                        "a treatment that consists in putting a working allele into cells of a patient",
                    ],
                    [
                        "Qu'est-ce que la thérapie génique ?",
                        "What is gene therapy?",
                    ],
                    [
                        "Comment appelle-t-on un traitement qui consiste à introduire un allèle fonctionnel dans des cellules d'un malade ?",
                        "What is a treatment that consists in putting a working allele into cells of a patient called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les maladies monogéniques", "Single-gene diseases"],
            which: [
                "Parmi ces maladies, lesquelles sont monogéniques ?",
                "Which of these diseases are single-gene diseases?",
            ],
            which_not: [
                "Parmi ces maladies, lesquelles ne sont pas monogéniques ?",
                "Which of these diseases are not single-gene diseases?",
            ],
            members: &[
                ["la mucoviscidose", "cystic fibrosis"],
                ["la drépanocytose", "sickle-cell disease"],
                ["l'hémophilie", "haemophilia"],
                ["la myopathie de Duchenne", "Duchenne muscular dystrophy"],
            ],
            others: &[
                ["le diabète de type 2", "type 2 diabetes"],
                ["le cancer du poumon", "lung cancer"],
                ["l'hypertension artérielle", "high blood pressure"],
            ],
        },
        Group {
            name: [
                "Ce qui favorise l'antibiorésistance",
                "What favours antibiotic resistance",
            ],
            which: [
                "Parmi ces pratiques, lesquelles favorisent l'antibiorésistance ?",
                "Which of these practices favour antibiotic resistance?",
            ],
            which_not: [
                "Parmi ces pratiques, lesquelles ne favorisent pas l'antibiorésistance ?",
                "Which of these practices do not favour antibiotic resistance?",
            ],
            members: &[
                [
                    "prendre des antibiotiques contre une infection virale",
                    "taking antibiotics against a viral infection",
                ],
                [
                    "arrêter un traitement antibiotique avant la fin prescrite",
                    "stopping a course of antibiotics before the prescribed end",
                ],
                [
                    "donner des antibiotiques en masse aux animaux d'élevage",
                    "giving antibiotics in bulk to farm animals",
                ],
            ],
            others: &[
                ["se laver les mains", "washing one's hands"],
                ["se faire vacciner", "getting vaccinated"],
                [
                    "suivre un traitement antibiotique jusqu'à la fin prescrite",
                    "following a course of antibiotics to the prescribed end",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La sélection de bactéries résistantes",
            "The selection of resistant bacteria",
        ],
        order: [
            "Range dans l'ordre les étapes qui rendent une population de bactéries résistante à un antibiotique.",
            "Put in order the steps that make a population of bacteria resistant to an antibiotic.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Vers une population de bactéries résistantes, quelle étape vient juste après « {} » ?",
            "Towards a population of resistant bacteria, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : vers une population de bactéries résistantes, « {a} » vient avant « {b} ».",
            "True or false: towards a population of resistant bacteria, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "une mutation rend une bactérie résistante à l'antibiotique",
                "a mutation makes one bacterium resistant to the antibiotic",
            ],
            [
                "un traitement antibiotique tue les bactéries sensibles",
                "a course of antibiotics kills the sensitive bacteria",
            ],
            [
                "les bactéries résistantes survivent et se multiplient",
                "the resistant bacteria survive and multiply",
            ],
            [
                "la population de bactéries est devenue résistante",
                "the population of bacteria has become resistant",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "La mucoviscidose est due à un allèle récessif. Deux parents sains sont tous deux hétérozygotes. Quelle est la probabilité, en pourcentage, que leur enfant soit malade ?",
                "Cystic fibrosis is caused by a recessive allele. Two healthy parents are both heterozygous. What is the probability, as a percentage, that their child has the disease?",
            ],
            about: [
                "la probabilité d'un enfant malade, pour deux parents hétérozygotes",
                "the probability of a child with the disease, for two heterozygous parents",
            ],
            value: 25.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "La mucoviscidose est due à un allèle récessif. Deux parents sains sont tous deux hétérozygotes. Quelle est la probabilité, en pourcentage, que leur enfant soit hétérozygote comme eux ?",
                "Cystic fibrosis is caused by a recessive allele. Two healthy parents are both heterozygous. What is the probability, as a percentage, that their child is heterozygous like them?",
            ],
            about: [
                "la probabilité d'un enfant hétérozygote, pour deux parents hétérozygotes",
                "the probability of a heterozygous child, for two heterozygous parents",
            ],
            value: 50.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "Une bactérie se divise toutes les 20 minutes. Combien de bactéries une seule bactérie résistante donne-t-elle en 2 heures ?",
                "A bacterium divides every 20 minutes. How many bacteria does one resistant bacterium give in 2 hours?",
            ],
            about: [
                "les bactéries issues d'une bactérie en 2 heures",
                "the bacteria that come from one bacterium in 2 hours",
            ],
            value: 64.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Le fonctionnement du système immunitaire humain.
pub(crate) static IMMUNITE: Bank = Bank {
    chapter: "svt-1re-systeme-immunitaire",
    title: ["Le système immunitaire humain", "The human immune system"],
    relations: &[
        Relation {
            name: ["Les cellules de l'immunité", "The cells of immunity"],
            matching: [
                "Associe chaque cellule à son rôle.",
                "Match each cell with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les mastocytes", "mast cells"],
                    [
                        "libérer des médiateurs chimiques, comme l'histamine, qui déclenchent l'inflammation",
                        "to release chemical mediators, such as histamine, that set off inflammation",
                    ],
                    [
                        "Quel est le rôle des mastocytes ?",
                        "What is the role of mast cells?",
                    ],
                    [
                        "Quelles cellules libèrent des médiateurs chimiques, comme l'histamine, qui déclenchent l'inflammation ?",
                        "Which cells release chemical mediators, such as histamine, that set off inflammation?",
                    ],
                ),
                pair(
                    ["les cellules dendritiques", "dendritic cells"],
                    [
                        "présenter les antigènes aux lymphocytes T dans les ganglions lymphatiques",
                        "to present antigens to T cells in the lymph nodes",
                    ],
                    [
                        "Quel est le rôle des cellules dendritiques ?",
                        "What is the role of dendritic cells?",
                    ],
                    [
                        "Quelles cellules présentent les antigènes aux lymphocytes T dans les ganglions lymphatiques ?",
                        "Which cells present antigens to T cells in the lymph nodes?",
                    ],
                ),
                pair(
                    ["les lymphocytes B", "B cells"],
                    [
                        "se différencier en plasmocytes après avoir reconnu un antigène",
                        "to turn into plasma cells after recognising an antigen",
                    ],
                    [
                        "Quel est le rôle des lymphocytes B ?",
                        "What is the role of B cells?",
                    ],
                    [
                        "Quelles cellules se différencient en plasmocytes après avoir reconnu un antigène ?",
                        "Which cells turn into plasma cells after recognising an antigen?",
                    ],
                ),
                pair(
                    ["les plasmocytes", "plasma cells"],
                    [
                        "sécréter des anticorps dans le sang",
                        "to secrete antibodies into the blood",
                    ],
                    [
                        "Quel est le rôle des plasmocytes ?",
                        "What is the role of plasma cells?",
                    ],
                    [
                        "Quelles cellules sécrètent des anticorps dans le sang ?",
                        "Which cells secrete antibodies into the blood?",
                    ],
                ),
                pair(
                    ["les lymphocytes T cytotoxiques", "cytotoxic T cells"],
                    [
                        "détruire les cellules infectées qu'ils reconnaissent",
                        "to destroy the infected cells they recognise",
                    ],
                    [
                        "Quel est le rôle des lymphocytes T cytotoxiques ?",
                        "What is the role of cytotoxic T cells?",
                    ],
                    [
                        "Quelles cellules détruisent les cellules infectées qu'elles reconnaissent ?",
                        "Which cells destroy the infected cells they recognise?",
                    ],
                ),
                pair(
                    ["les lymphocytes T CD4", "CD4 T cells"],
                    [
                        "stimuler par des messagers chimiques la multiplication des lymphocytes B et T CD8",
                        "to stimulate with chemical messengers the multiplication of B cells and CD8 T cells",
                    ],
                    [
                        "Quel est le rôle des lymphocytes T CD4 ?",
                        "What is the role of CD4 T cells?",
                    ],
                    [
                        "Quelles cellules stimulent par des messagers chimiques la multiplication des lymphocytes B et T CD8 ?",
                        "Which cells stimulate with chemical messengers the multiplication of B cells and CD8 T cells?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire de l'immunité", "The words of immunity"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un antigène", "an antigen"],
                    [
                        "une molécule reconnue comme étrangère par les lymphocytes",
                        "a molecule recognised as foreign by the lymphocytes",
                    ],
                    ["Qu'est-ce qu'un antigène ?", "What is an antigen?"],
                    [
                        "Comment appelle-t-on une molécule reconnue comme étrangère par les lymphocytes ?",
                        "What is a molecule recognised as foreign by the lymphocytes called?",
                    ],
                ),
                pair(
                    ["un anticorps", "an antibody"],
                    [
                        "une protéine en forme de Y qui se lie de façon spécifique à un antigène",
                        "a Y-shaped protein that binds specifically to one antigen",
                    ],
                    ["Qu'est-ce qu'un anticorps ?", "What is an antibody?"],
                    [
                        "Comment appelle-t-on une protéine en forme de Y qui se lie de façon spécifique à un antigène ?",
                        "What is a Y-shaped protein that binds specifically to one antigen called?",
                    ],
                ),
                pair(
                    ["un complexe immun", "an immune complex"],
                    [
                        "l'association d'anticorps et d'antigènes, éliminée par phagocytose",
                        "antibodies and antigens bound together, removed by phagocytosis",
                    ],
                    [
                        "Qu'est-ce qu'un complexe immun ?",
                        "What is an immune complex?",
                    ],
                    [
                        "Comment appelle-t-on l'association d'anticorps et d'antigènes, éliminée par phagocytose ?",
                        "What are antibodies and antigens bound together, removed by phagocytosis, called?",
                    ],
                ),
                pair(
                    ["la phagocytose", "phagocytosis"],
                    [
                        "l'ingestion puis la digestion d'un élément étranger par une cellule",
                        "the taking in and then digesting of a foreign element by a cell",
                    ],
                    ["Qu'est-ce que la phagocytose ?", "What is phagocytosis?"],
                    [
                        "Comment appelle-t-on l'ingestion puis la digestion d'un élément étranger par une cellule ?",
                        "What is the taking in and then digesting of a foreign element by a cell called?",
                    ],
                ),
                pair(
                    ["la réaction inflammatoire", "the inflammatory reaction"],
                    [
                        "la réponse locale et rapide de l'immunité innée, avec rougeur, chaleur, gonflement et douleur",
                        "the local and fast response of innate immunity, with redness, heat, swelling and pain",
                    ],
                    [
                        "Qu'est-ce que la réaction inflammatoire ?",
                        "What is the inflammatory reaction?",
                    ],
                    [
                        "Comment appelle-t-on la réponse locale et rapide de l'immunité innée, avec rougeur, chaleur, gonflement et douleur ?",
                        "What is the local and fast response of innate immunity, with redness, heat, swelling and pain, called?",
                    ],
                ),
                pair(
                    ["la sélection clonale", "clonal selection"],
                    [
                        "l'activation des seuls lymphocytes dont les récepteurs reconnaissent l'antigène présent",
                        "the activation of only the lymphocytes whose receptors recognise the antigen present",
                    ],
                    [
                        "Qu'est-ce que la sélection clonale ?",
                        "What is clonal selection?",
                    ],
                    [
                        "Comment appelle-t-on l'activation des seuls lymphocytes dont les récepteurs reconnaissent l'antigène présent ?",
                        "What is the activation of only the lymphocytes whose receptors recognise the antigen present called?",
                    ],
                ),
                pair(
                    ["la mémoire immunitaire", "immune memory"],
                    [
                        "la capacité de l'organisme à répondre plus vite et plus fort à un antigène déjà rencontré",
                        "the body's ability to respond faster and more strongly to an antigen it has met before",
                    ],
                    [
                        "Qu'est-ce que la mémoire immunitaire ?",
                        "What is immune memory?",
                    ],
                    [
                        "Comment appelle-t-on la capacité de l'organisme à répondre plus vite et plus fort à un antigène déjà rencontré ?",
                        "What is the body's ability to respond faster and more strongly to an antigen it has met before called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les cellules de l'immunité innée",
                "The cells of innate immunity",
            ],
            which: [
                "Parmi ces cellules, lesquelles agissent dans l'immunité innée ?",
                "Which of these cells act in innate immunity?",
            ],
            which_not: [
                "Parmi ces cellules, lesquelles n'agissent pas dans l'immunité innée ?",
                "Which of these cells do not act in innate immunity?",
            ],
            members: &[
                ["les mastocytes", "mast cells"],
                ["les macrophages", "macrophages"],
                ["les granulocytes", "granulocytes"],
            ],
            others: &[
                ["les plasmocytes", "plasma cells"],
                ["les lymphocytes B", "B cells"],
                ["les lymphocytes T cytotoxiques", "cytotoxic T cells"],
            ],
        },
        Group {
            name: [
                "Les symptômes de l'inflammation",
                "The signs of inflammation",
            ],
            which: [
                "Parmi ces signes, lesquels sont des symptômes de la réaction inflammatoire ?",
                "Which of these signs are symptoms of the inflammatory reaction?",
            ],
            which_not: [
                "Parmi ces signes, lesquels ne sont pas des symptômes de la réaction inflammatoire ?",
                "Which of these signs are not symptoms of the inflammatory reaction?",
            ],
            members: &[
                ["la rougeur", "redness"],
                ["la chaleur", "heat"],
                ["le gonflement", "swelling"],
                ["la douleur", "pain"],
            ],
            others: &[
                ["la pâleur de la zone", "paleness of the area"],
                ["le refroidissement de la zone", "cooling of the area"],
                [
                    "la perte de sensibilité de la zone",
                    "loss of feeling in the area",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La production d'anticorps", "The making of antibodies"],
        order: [
            "Range dans l'ordre les étapes de la production d'anticorps contre un antigène.",
            "Put the steps of the making of antibodies against an antigen in order.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Dans la production d'anticorps, quelle étape vient juste après « {} » ?",
            "In the making of antibodies, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans la production d'anticorps, « {a} » vient avant « {b} ».",
            "True or false: in the making of antibodies, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "des lymphocytes B reconnaissent l'antigène grâce à leurs récepteurs",
                "some B cells recognise the antigen with their receptors",
            ],
            [
                "les lymphocytes B sélectionnés se multiplient",
                "the selected B cells multiply",
            ],
            [
                "ils se différencient en plasmocytes",
                "they turn into plasma cells",
            ],
            [
                "les plasmocytes sécrètent des anticorps",
                "the plasma cells secrete antibodies",
            ],
            [
                "les anticorps se fixent à l'antigène et forment des complexes immuns",
                "the antibodies bind to the antigen and form immune complexes",
            ],
            [
                "des phagocytes éliminent les complexes immuns",
                "phagocytes remove the immune complexes",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de sites de fixation de l'antigène un anticorps possède-t-il ?",
                "How many antigen-binding sites does an antibody have?",
            ],
            about: [
                "les sites de fixation de l'antigène d'un anticorps",
                "the antigen-binding sites of an antibody",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de chaînes polypeptidiques forment un anticorps ?",
                "How many polypeptide chains make up an antibody?",
            ],
            about: [
                "les chaînes polypeptidiques d'un anticorps",
                "the polypeptide chains of an antibody",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année Edward Jenner a-t-il réalisé la première vaccination, contre la variole ?",
                "In what year did Edward Jenner carry out the first vaccination, against smallpox?",
            ],
            about: [
                "la première vaccination par Jenner",
                "Jenner's first vaccination",
            ],
            value: 1796.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};
