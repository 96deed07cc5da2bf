//! Physique-chimie 3e, the last knowledge chapters (cycle 4, BO n° 31 du 30 juillet 2020) as
//! fact banks: acids and metals, energy conversions, signals.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[&METAUX, &CONVERSIONS, &SIGNAUX];

/// The family of these banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// Réactions entre solutions acides et métaux.
pub(crate) static METAUX: Bank = Bank {
    chapter: "physique-chimie-3e-reactions-acides-metaux",
    title: [
        "Réactions entre solutions acides et métaux",
        "Reactions between acidic solutions and metals",
    ],
    relations: &[
        Relation {
            name: ["Le vocabulaire de la réaction", "The words of the reaction"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un réactif", "a reactant"],
                    [
                        "une espèce chimique consommée au cours d'une transformation chimique",
                        "a chemical species used up during a chemical change",
                    ],
                    ["Qu'est-ce qu'un réactif ?", "What is a reactant?"],
                    [
                        "Comment appelle-t-on une espèce chimique consommée au cours d'une transformation chimique ?",
                        "What is a chemical species used up during a chemical change called?",
                    ],
                ),
                pair(
                    ["un produit", "a product"],
                    [
                        "une espèce chimique formée au cours d'une transformation chimique",
                        "a chemical species formed during a chemical change",
                    ],
                    [
                        "Qu'est-ce qu'un produit d'une transformation chimique ?",
                        "What is a product of a chemical change?",
                    ],
                    [
                        "Comment appelle-t-on une espèce chimique formée au cours d'une transformation chimique ?",
                        "What is a chemical species formed during a chemical change called?",
                    ],
                ),
                pair(
                    ["le dihydrogène", "hydrogen gas"],
                    [
                        "le gaz de formule H₂ qui se dégage quand une solution d'acide chlorhydrique attaque le fer ou le zinc",
                        "the gas with the formula H₂ given off when hydrochloric acid attacks iron or zinc",
                    ],
                    ["Qu'est-ce que le dihydrogène ?", "What is hydrogen gas?"],
                    [
                        "Quel gaz de formule H₂ se dégage quand une solution d'acide chlorhydrique attaque le fer ou le zinc ?",
                        "Which gas with the formula H₂ is given off when hydrochloric acid attacks iron or zinc?",
                    ],
                ),
                pair(
                    ["l'acide chlorhydrique", "hydrochloric acid"],
                    [
                        "une solution acide qui contient des ions hydrogène H⁺ et des ions chlorure Cl⁻",
                        "an acidic solution that holds hydrogen ions H⁺ and chloride ions Cl⁻",
                    ],
                    [
                        "Qu'est-ce que l'acide chlorhydrique ?",
                        "What is hydrochloric acid?",
                    ],
                    [
                        "Quelle solution acide contient des ions hydrogène H⁺ et des ions chlorure Cl⁻ ?",
                        "Which acidic solution holds hydrogen ions H⁺ and chloride ions Cl⁻?",
                    ],
                ),
                pair(
                    ["la corrosion", "corrosion"],
                    [
                        "la lente destruction d'un métal attaqué par son environnement, par exemple par une solution acide",
                        "the slow destruction of a metal attacked by its surroundings, for example by an acidic solution",
                    ],
                    ["Qu'est-ce que la corrosion ?", "What is corrosion?"],
                    [
                        "Comment appelle-t-on la lente destruction d'un métal attaqué par son environnement, par exemple par une solution acide ?",
                        "What is the slow destruction of a metal attacked by its surroundings, for example by an acidic solution, called?",
                    ],
                ),
                pair(
                    ["l'équation de réaction", "the reaction equation"],
                    [
                        "l'écriture d'une transformation chimique avec les formules des réactifs, une flèche et les formules des produits",
                        "the writing of a chemical change with the formulas of the reactants, an arrow and the formulas of the products",
                    ],
                    [
                        "Qu'est-ce qu'une équation de réaction ?",
                        "What is a reaction equation?",
                    ],
                    [
                        "Comment appelle-t-on l'écriture d'une transformation chimique avec les formules des réactifs, une flèche et les formules des produits ?",
                        "What is the writing of a chemical change with the formulas of the reactants, an arrow and the formulas of the products called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les tests d'identification", "Identification tests"],
            matching: [
                "Associe chaque espèce chimique au test qui l'identifie.",
                "Match each chemical species with the test that identifies it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le dihydrogène", "hydrogen gas"],
                    [
                        "une légère détonation à l'approche d'une flamme",
                        "a small pop when a flame is brought near",
                    ],
                    [
                        "Quel test identifie le dihydrogène ?",
                        "Which test identifies hydrogen gas?",
                    ],
                    [
                        "Quel gaz produit une légère détonation à l'approche d'une flamme ?",
                        "Which gas makes a small pop when a flame is brought near?",
                    ],
                ),
                pair(
                    ["le dioxygène", "oxygen"],
                    [
                        "une bûchette incandescente qui se rallume",
                        "a glowing splint that relights",
                    ],
                    [
                        "Quel test identifie le dioxygène ?",
                        "Which test identifies oxygen?",
                    ],
                    [
                        "Quel gaz rallume une bûchette incandescente ?",
                        "Which gas relights a glowing splint?",
                    ],
                ),
                pair(
                    ["le dioxyde de carbone", "carbon dioxide"],
                    [
                        "de l'eau de chaux qui se trouble",
                        "limewater that turns cloudy",
                    ],
                    [
                        "Quel test identifie le dioxyde de carbone ?",
                        "Which test identifies carbon dioxide?",
                    ],
                    [
                        "Quel gaz trouble l'eau de chaux ?",
                        "Which gas turns limewater cloudy?",
                    ],
                ),
                pair(
                    ["l'ion fer II", "the iron(II) ion"],
                    [
                        "un précipité vert avec la solution d'hydroxyde de sodium",
                        "a green precipitate with sodium hydroxide solution",
                    ],
                    [
                        "Quel test identifie l'ion fer II ?",
                        "Which test identifies the iron(II) ion?",
                    ],
                    [
                        "Quel ion donne un précipité vert avec la solution d'hydroxyde de sodium ?",
                        "Which ion gives a green precipitate with sodium hydroxide solution?",
                    ],
                ),
                pair(
                    ["l'ion fer III", "the iron(III) ion"],
                    [
                        "un précipité orangé avec la solution d'hydroxyde de sodium",
                        "an orange-brown precipitate with sodium hydroxide solution",
                    ],
                    [
                        "Quel test identifie l'ion fer III ?",
                        "Which test identifies the iron(III) ion?",
                    ],
                    [
                        "Quel ion donne un précipité orangé avec la solution d'hydroxyde de sodium ?",
                        "Which ion gives an orange-brown precipitate with sodium hydroxide solution?",
                    ],
                ),
                pair(
                    ["l'ion cuivre II", "the copper(II) ion"],
                    [
                        "un précipité bleu avec la solution d'hydroxyde de sodium",
                        "a blue precipitate with sodium hydroxide solution",
                    ],
                    [
                        "Quel test identifie l'ion cuivre II ?",
                        "Which test identifies the copper(II) ion?",
                    ],
                    [
                        "Quel ion donne un précipité bleu avec la solution d'hydroxyde de sodium ?",
                        "Which ion gives a blue precipitate with sodium hydroxide solution?",
                    ],
                ),
                pair(
                    ["l'ion chlorure", "the chloride ion"],
                    [
                        "un précipité blanc qui noircit à la lumière, avec la solution de nitrate d'argent",
                        "a white precipitate that darkens in light, with silver nitrate solution",
                    ],
                    [
                        "Quel test identifie l'ion chlorure ?",
                        "Which test identifies the chloride ion?",
                    ],
                    [
                        "Quel ion donne, avec la solution de nitrate d'argent, un précipité blanc qui noircit à la lumière ?",
                        "Which ion gives, with silver nitrate solution, a white precipitate that darkens in light?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les métaux attaqués par l'acide chlorhydrique",
            "Metals attacked by hydrochloric acid",
        ],
        which: [
            "Parmi ces métaux, lesquels sont attaqués par l'acide chlorhydrique en dégageant du dihydrogène ?",
            "Which of these metals are attacked by hydrochloric acid, giving off hydrogen gas?",
        ],
        which_not: [
            "Parmi ces métaux, lesquels ne sont pas attaqués par l'acide chlorhydrique ?",
            "Which of these metals are not attacked by hydrochloric acid?",
        ],
        members: &[
            ["le fer", "iron"],
            ["le zinc", "zinc"],
            ["l'aluminium", "aluminium"],
            ["le magnésium", "magnesium"],
        ],
        others: &[
            ["le cuivre", "copper"],
            ["l'or", "gold"],
            ["l'argent", "silver"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "L'action de l'acide chlorhydrique sur le fer",
            "The action of hydrochloric acid on iron",
        ],
        order: [
            "Range dans l'ordre les étapes de l'expérience de l'action de l'acide chlorhydrique sur le fer, de la première à la dernière.",
            "Put the steps of the experiment on the action of hydrochloric acid on iron in order, from first to last.",
        ],
        backward: [
            "Range les étapes de l'expérience de l'action de l'acide chlorhydrique sur le fer de la dernière à la première.",
            "Put the steps of the experiment on the action of hydrochloric acid on iron in order from last to first.",
        ],
        next: [
            "Dans l'expérience de l'action de l'acide chlorhydrique sur le fer, quelle étape vient juste après celle-ci : « {} » ?",
            "In the experiment on the action of hydrochloric acid on iron, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'expérience de l'action de l'acide chlorhydrique sur le fer, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in the experiment on the action of hydrochloric acid on iron, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "mettre des lunettes et des gants de protection",
                "put on safety glasses and gloves",
            ],
            [
                "placer de la poudre de fer dans un tube à essais",
                "put some iron powder in a test tube",
            ],
            [
                "verser un peu d'acide chlorhydrique dans le tube",
                "pour a little hydrochloric acid into the tube",
            ],
            [
                "observer une effervescence : un gaz se dégage",
                "see fizzing: a gas is given off",
            ],
            [
                "approcher une flamme de l'ouverture du tube : une légère détonation identifie le dihydrogène",
                "bring a flame near the mouth of the tube: a small pop identifies hydrogen gas",
            ],
            [
                "ajouter de la solution d'hydroxyde de sodium au liquide obtenu : un précipité vert identifie l'ion fer II",
                "add sodium hydroxide solution to the liquid obtained: a green precipitate identifies the iron(II) ion",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien d'atomes d'hydrogène une molécule de dihydrogène H₂ contient-elle ?",
                "How many hydrogen atoms does a molecule of hydrogen gas H₂ contain?",
            ],
            about: [
                "les atomes d'une molécule de dihydrogène",
                "the atoms of a hydrogen molecule",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un atome de fer possède 26 électrons. Combien d'électrons l'ion fer II Fe²⁺ formé par l'action de l'acide sur le fer possède-t-il ?",
                "An iron atom has 26 electrons. How many electrons does the iron(II) ion Fe²⁺ formed when the acid attacks iron have?",
            ],
            about: [
                "les électrons de l'ion Fe²⁺",
                "the electrons of the Fe²⁺ ion",
            ],
            value: 24.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un atome de zinc possède 30 électrons. Combien d'électrons l'ion zinc Zn²⁺ formé par l'action de l'acide sur le zinc possède-t-il ?",
                "A zinc atom has 30 electrons. How many electrons does the zinc ion Zn²⁺ formed when the acid attacks zinc have?",
            ],
            about: [
                "les électrons de l'ion Zn²⁺",
                "the electrons of the Zn²⁺ ion",
            ],
            value: 28.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un atome d'aluminium possède 13 électrons. Combien d'électrons l'ion aluminium Al³⁺ formé par l'action de l'acide sur l'aluminium possède-t-il ?",
                "An aluminium atom has 13 electrons. How many electrons does the aluminium ion Al³⁺ formed when the acid attacks aluminium have?",
            ],
            about: [
                "les électrons de l'ion Al³⁺",
                "the electrons of the Al³⁺ ion",
            ],
            value: 10.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Conversions et conservation de l'énergie.
pub(crate) static CONVERSIONS: Bank = Bank {
    chapter: "physique-chimie-3e-conversions-d-energie",
    title: [
        "Conversions et conservation de l'énergie",
        "Energy conversions and conservation",
    ],
    relations: &[
        Relation {
            name: ["Les formes d'énergie", "Forms of energy"],
            matching: [
                "Associe chaque forme d'énergie à sa définition.",
                "Match each form of energy with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'énergie cinétique", "kinetic energy"],
                    [
                        "l'énergie que possède un objet du fait de son mouvement",
                        "the energy an object has because it is moving",
                    ],
                    [
                        "Qu'est-ce que l'énergie cinétique ?",
                        "What is kinetic energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie que possède un objet du fait de son mouvement ?",
                        "What is the energy an object has because it is moving called?",
                    ],
                ),
                pair(
                    ["l'énergie de position", "potential energy"],
                    [
                        "l'énergie que possède un objet du fait de sa hauteur au-dessus du sol",
                        "the energy an object has because of its height above the ground",
                    ],
                    [
                        "Qu'est-ce que l'énergie de position ?",
                        "What is potential energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie que possède un objet du fait de sa hauteur au-dessus du sol ?",
                        "What is the energy an object has because of its height above the ground called?",
                    ],
                ),
                pair(
                    ["l'énergie chimique", "chemical energy"],
                    [
                        "l'énergie stockée dans la matière, comme les aliments ou les carburants, et libérée par une transformation chimique",
                        "the energy stored in matter, such as food or fuels, and released by a chemical change",
                    ],
                    [
                        "Qu'est-ce que l'énergie chimique ?",
                        "What is chemical energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie stockée dans la matière, comme les aliments ou les carburants, et libérée par une transformation chimique ?",
                        "What is the energy stored in matter, such as food or fuels, and released by a chemical change called?",
                    ],
                ),
                pair(
                    ["l'énergie thermique", "thermal energy"],
                    [
                        "l'énergie liée à l'agitation des particules de la matière, qui fait varier sa température",
                        "the energy linked to the motion of the particles of matter, which changes its temperature",
                    ],
                    [
                        "Qu'est-ce que l'énergie thermique ?",
                        "What is thermal energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie liée à l'agitation des particules de la matière, qui fait varier sa température ?",
                        "What is the energy linked to the motion of the particles of matter, which changes its temperature, called?",
                    ],
                ),
                pair(
                    ["l'énergie lumineuse", "light energy"],
                    [
                        "l'énergie transportée par la lumière",
                        "the energy carried by light",
                    ],
                    [
                        "Qu'est-ce que l'énergie lumineuse ?",
                        "What is light energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie transportée par la lumière ?",
                        "What is the energy carried by light called?",
                    ],
                ),
                pair(
                    ["l'énergie électrique", "electrical energy"],
                    [
                        "l'énergie transférée par un courant électrique",
                        "the energy transferred by an electric current",
                    ],
                    [
                        "Qu'est-ce que l'énergie électrique ?",
                        "What is electrical energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie transférée par un courant électrique ?",
                        "What is the energy transferred by an electric current called?",
                    ],
                ),
                pair(
                    ["l'énergie nucléaire", "nuclear energy"],
                    [
                        "l'énergie stockée dans les noyaux des atomes, libérée dans une centrale nucléaire",
                        "the energy stored in the nuclei of atoms, released in a nuclear power station",
                    ],
                    [
                        "Qu'est-ce que l'énergie nucléaire ?",
                        "What is nuclear energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie stockée dans les noyaux des atomes, libérée dans une centrale nucléaire ?",
                        "What is the energy stored in the nuclei of atoms, released in a nuclear power station, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les convertisseurs d'énergie", "Energy converters"],
            matching: [
                "Associe chaque convertisseur à la conversion utile qu'il réalise.",
                "Match each converter with the useful conversion it makes.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une lampe", "a lamp"],
                    [
                        "convertit de l'énergie électrique en énergie lumineuse",
                        "converts electrical energy into light energy",
                    ],
                    [
                        "Quelle conversion utile une lampe réalise-t-elle ?",
                        "Which useful conversion does a lamp make?",
                    ],
                    [
                        "Quel convertisseur a pour rôle de convertir de l'énergie électrique en énergie lumineuse ?",
                        "Which converter's job is to convert electrical energy into light energy?",
                    ],
                ),
                pair(
                    ["un moteur électrique", "an electric motor"],
                    [
                        "convertit de l'énergie électrique en énergie mécanique",
                        "converts electrical energy into mechanical energy",
                    ],
                    [
                        "Quelle conversion utile un moteur électrique réalise-t-il ?",
                        "Which useful conversion does an electric motor make?",
                    ],
                    [
                        "Quel convertisseur a pour rôle de convertir de l'énergie électrique en énergie mécanique ?",
                        "Which converter's job is to convert electrical energy into mechanical energy?",
                    ],
                ),
                pair(
                    ["un alternateur", "an alternator"],
                    [
                        "convertit de l'énergie mécanique en énergie électrique",
                        "converts mechanical energy into electrical energy",
                    ],
                    [
                        "Quelle conversion utile un alternateur réalise-t-il ?",
                        "Which useful conversion does an alternator make?",
                    ],
                    [
                        "Quel convertisseur a pour rôle de convertir de l'énergie mécanique en énergie électrique ?",
                        "Which converter's job is to convert mechanical energy into electrical energy?",
                    ],
                ),
                pair(
                    ["un panneau photovoltaïque", "a solar panel"],
                    [
                        "convertit de l'énergie lumineuse en énergie électrique",
                        "converts light energy into electrical energy",
                    ],
                    [
                        "Quelle conversion utile un panneau photovoltaïque réalise-t-il ?",
                        "Which useful conversion does a solar panel make?",
                    ],
                    [
                        "Quel convertisseur a pour rôle de convertir de l'énergie lumineuse en énergie électrique ?",
                        "Which converter's job is to convert light energy into electrical energy?",
                    ],
                ),
                pair(
                    ["une pile", "a cell"],
                    [
                        "convertit de l'énergie chimique en énergie électrique",
                        "converts chemical energy into electrical energy",
                    ],
                    [
                        "Quelle conversion utile une pile réalise-t-elle ?",
                        "Which useful conversion does a cell make?",
                    ],
                    [
                        "Quel convertisseur a pour rôle de convertir de l'énergie chimique en énergie électrique ?",
                        "Which converter's job is to convert chemical energy into electrical energy?",
                    ],
                ),
                pair(
                    ["une batterie en charge", "a battery being charged"],
                    [
                        "convertit de l'énergie électrique en énergie chimique",
                        "converts electrical energy into chemical energy",
                    ],
                    [
                        "Quelle conversion utile une batterie en charge réalise-t-elle ?",
                        "Which useful conversion does a battery being charged make?",
                    ],
                    [
                        "Quel convertisseur a pour rôle de convertir de l'énergie électrique en énergie chimique ?",
                        "Which converter's job is to convert electrical energy into chemical energy?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les sources d'énergie renouvelables",
            "Renewable energy sources",
        ],
        which: [
            "Parmi ces sources d'énergie, lesquelles sont renouvelables ?",
            "Which of these energy sources are renewable?",
        ],
        which_not: [
            "Parmi ces sources d'énergie, lesquelles ne sont pas renouvelables ?",
            "Which of these energy sources are not renewable?",
        ],
        members: &[
            ["le vent", "the wind"],
            ["le rayonnement solaire", "sunlight"],
            ["l'eau d'un barrage", "the water of a dam"],
            ["le bois", "wood"],
            ["la géothermie", "geothermal heat"],
        ],
        others: &[
            ["le pétrole", "oil"],
            ["le charbon", "coal"],
            ["le gaz naturel", "natural gas"],
            ["l'uranium", "uranium"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La centrale hydroélectrique",
            "The hydroelectric power station",
        ],
        order: [
            "Range dans l'ordre les étapes de la production d'électricité dans une centrale hydroélectrique, de la première à la dernière.",
            "Put the steps of electricity production in a hydroelectric power station in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la production d'électricité dans une centrale hydroélectrique de la dernière à la première.",
            "Put the steps of electricity production in a hydroelectric power station in order from last to first.",
        ],
        next: [
            "Dans une centrale hydroélectrique, quelle étape vient juste après celle-ci : « {} » ?",
            "In a hydroelectric power station, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans une centrale hydroélectrique, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in a hydroelectric power station, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "l'eau est retenue en hauteur par le barrage",
                "the water is held up high by the dam",
            ],
            [
                "l'eau descend dans une conduite forcée et prend de la vitesse",
                "the water flows down a penstock and gathers speed",
            ],
            [
                "l'eau fait tourner la turbine",
                "the water turns the turbine",
            ],
            [
                "la turbine entraîne l'alternateur, qui produit de l'énergie électrique",
                "the turbine drives the alternator, which produces electrical energy",
            ],
            [
                "les lignes à haute tension transportent l'électricité",
                "high-voltage lines carry the electricity",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un moteur reçoit 500 J d'énergie électrique et fournit 300 J d'énergie mécanique. Quel est son rendement, en pourcentage ?",
                "A motor receives 500 J of electrical energy and gives 300 J of mechanical energy. What is its efficiency, as a percentage?",
            ],
            about: ["le rendement du moteur", "the efficiency of the motor"],
            value: 60.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un panneau photovoltaïque reçoit 800 J d'énergie lumineuse et fournit 160 J d'énergie électrique. Quel est son rendement, en pourcentage ?",
                "A solar panel receives 800 J of light energy and gives 160 J of electrical energy. What is its efficiency, as a percentage?",
            ],
            about: [
                "le rendement du panneau photovoltaïque",
                "the efficiency of the solar panel",
            ],
            value: 20.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un moteur reçoit 500 J d'énergie électrique et fournit 400 J d'énergie mécanique. Quelle énergie perd-il sous forme thermique ?",
                "A motor receives 500 J of electrical energy and gives 400 J of mechanical energy. How much energy does it lose as heat?",
            ],
            about: [
                "l'énergie thermique perdue par le moteur",
                "the heat lost by the motor",
            ],
            value: 100.0,
            dp: 0,
            unit: "J",
        },
        Number {
            ask: [
                "Une lampe reçoit 200 J d'énergie électrique et en convertit 30 J en énergie lumineuse. Quelle énergie convertit-elle en énergie thermique ?",
                "A lamp receives 200 J of electrical energy and converts 30 J of it into light energy. How much energy does it convert into thermal energy?",
            ],
            about: [
                "l'énergie thermique produite par la lampe",
                "the thermal energy given off by the lamp",
            ],
            value: 170.0,
            dp: 0,
            unit: "J",
        },
    ],
    diagrams: &[],
};

/// Signaux lumineux et sonores pour transmettre une information.
pub(crate) static SIGNAUX: Bank = Bank {
    chapter: "physique-chimie-3e-signaux-et-information",
    title: [
        "Signaux lumineux et sonores pour transmettre une information",
        "Light and sound signals to carry information",
    ],
    relations: &[Relation {
        name: ["Le vocabulaire des signaux", "The words of signals"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["l'émetteur", "the transmitter"],
                [
                    "l'appareil qui produit le signal portant l'information",
                    "the device that produces the signal carrying the information",
                ],
                [
                    "Qu'est-ce que l'émetteur d'une chaîne de transmission ?",
                    "What is the transmitter of a transmission chain?",
                ],
                [
                    "Comment appelle-t-on l'appareil qui produit le signal portant l'information ?",
                    "What is the device that produces the signal carrying the information called?",
                ],
            ),
            pair(
                ["le récepteur", "the receiver"],
                [
                    "l'appareil qui capte le signal et en extrait l'information",
                    "the device that picks up the signal and extracts the information from it",
                ],
                [
                    "Qu'est-ce que le récepteur d'une chaîne de transmission ?",
                    "What is the receiver of a transmission chain?",
                ],
                [
                    "Comment appelle-t-on l'appareil qui capte le signal et en extrait l'information ?",
                    "What is the device that picks up the signal and extracts the information from it called?",
                ],
            ),
            pair(
                ["la fréquence", "the frequency"],
                [
                    "le nombre de motifs d'un signal périodique par seconde, en hertz (Hz)",
                    "the number of patterns of a periodic signal per second, in hertz (Hz)",
                ],
                [
                    "Qu'est-ce que la fréquence d'un signal périodique ?",
                    "What is the frequency of a periodic signal?",
                ],
                [
                    "Comment appelle-t-on le nombre de motifs d'un signal périodique par seconde, en hertz (Hz) ?",
                    "What is the number of patterns of a periodic signal per second, in hertz (Hz), called?",
                ],
            ),
            pair(
                ["la période", "the period"],
                [
                    "la durée d'un motif d'un signal périodique, en secondes",
                    "the duration of one pattern of a periodic signal, in seconds",
                ],
                [
                    "Qu'est-ce que la période d'un signal périodique ?",
                    "What is the period of a periodic signal?",
                ],
                [
                    "Comment appelle-t-on la durée d'un motif d'un signal périodique, en secondes ?",
                    "What is the duration of one pattern of a periodic signal, in seconds, called?",
                ],
            ),
            pair(
                ["un ultrason", "an ultrasound"],
                [
                    "un son de fréquence supérieure à 20 000 Hz, que l'oreille humaine n'entend pas",
                    "a sound with a frequency above 20,000 Hz, which the human ear cannot hear",
                ],
                ["Qu'est-ce qu'un ultrason ?", "What is an ultrasound?"],
                [
                    "Comment appelle-t-on un son de fréquence supérieure à 20 000 Hz, que l'oreille humaine n'entend pas ?",
                    "What is a sound with a frequency above 20,000 Hz, which the human ear cannot hear, called?",
                ],
            ),
            pair(
                ["un infrason", "an infrasound"],
                [
                    "un son de fréquence inférieure à 20 Hz, que l'oreille humaine n'entend pas",
                    "a sound with a frequency below 20 Hz, which the human ear cannot hear",
                ],
                ["Qu'est-ce qu'un infrason ?", "What is an infrasound?"],
                [
                    "Comment appelle-t-on un son de fréquence inférieure à 20 Hz, que l'oreille humaine n'entend pas ?",
                    "What is a sound with a frequency below 20 Hz, which the human ear cannot hear, called?",
                ],
            ),
            pair(
                ["une onde électromagnétique", "an electromagnetic wave"],
                [
                    "une onde qui peut se propager dans le vide, comme la lumière ou les ondes radio",
                    "a wave that can travel through a vacuum, like light or radio waves",
                ],
                [
                    "Qu'est-ce qu'une onde électromagnétique ?",
                    "What is an electromagnetic wave?",
                ],
                [
                    "Comment appelle-t-on une onde qui peut se propager dans le vide, comme la lumière ou les ondes radio ?",
                    "What is a wave that can travel through a vacuum, like light or radio waves, called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Les signaux qui se propagent dans le vide",
            "Signals that travel through a vacuum",
        ],
        which: [
            "Parmi ces signaux, lesquels peuvent se propager dans le vide ?",
            "Which of these signals can travel through a vacuum?",
        ],
        which_not: [
            "Parmi ces signaux, lesquels ne peuvent pas se propager dans le vide ?",
            "Which of these signals cannot travel through a vacuum?",
        ],
        members: &[
            ["la lumière du Soleil", "sunlight"],
            ["les ondes radio", "radio waves"],
            ["le signal wifi", "the wifi signal"],
            ["le faisceau d'un laser", "a laser beam"],
        ],
        others: &[
            ["le son d'une voix", "the sound of a voice"],
            [
                "les ultrasons d'une échographie",
                "the ultrasound of a scan",
            ],
            ["le bruit d'un moteur", "the noise of an engine"],
        ],
    }],
    sequences: &[
        Sequence {
            name: ["La chaîne de transmission", "The transmission chain"],
            order: [
                "Range dans l'ordre les étapes de la transmission d'une information par un signal, de la première à la dernière.",
                "Put the steps of carrying information by a signal in order, from first to last.",
            ],
            backward: [
                "Range les étapes de la transmission d'une information par un signal de la dernière à la première.",
                "Put the steps of carrying information by a signal in order from last to first.",
            ],
            next: [
                "Dans la transmission d'une information par un signal, quelle étape vient juste après celle-ci : « {} » ?",
                "When information is carried by a signal, which step comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la transmission d'une information par un signal, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: when information is carried by a signal, the step “{a}” comes before the step “{b}”.",
            ],
            steps: &[
                [
                    "l'information à transmettre est choisie",
                    "the information to send is chosen",
                ],
                [
                    "l'émetteur code l'information en un signal",
                    "the transmitter encodes the information into a signal",
                ],
                [
                    "le signal se propage de l'émetteur au récepteur",
                    "the signal travels from the transmitter to the receiver",
                ],
                [
                    "le récepteur capte le signal",
                    "the receiver picks up the signal",
                ],
                [
                    "le récepteur décode le signal et restitue l'information",
                    "the receiver decodes the signal and gives back the information",
                ],
            ],
        },
        Sequence {
            name: ["Les vitesses de propagation", "Speeds of travel"],
            order: [
                "Range ces signaux du plus lent au plus rapide.",
                "Put these signals in order from the slowest to the fastest.",
            ],
            backward: [
                "Range ces signaux du plus rapide au plus lent.",
                "Put these signals in order from the fastest to the slowest.",
            ],
            next: [
                "Quand on range ces signaux du plus lent au plus rapide, lequel vient juste après celui-ci : « {} » ?",
                "When these signals are put in order from the slowest to the fastest, which comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : « {a} » se propage moins vite que « {b} ».",
                "True or false: “{a}” travels more slowly than “{b}”.",
            ],
            steps: &[
                ["le son dans l'air", "sound in air"],
                ["le son dans l'eau", "sound in water"],
                ["le son dans l'acier", "sound in steel"],
                ["la lumière dans l'eau", "light in water"],
                ["la lumière dans le vide", "light in a vacuum"],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Quelle est la vitesse du son dans l'air, en m/s ?",
                "What is the speed of sound in air, in m/s?",
            ],
            about: ["la vitesse du son dans l'air", "the speed of sound in air"],
            value: 340.0,
            dp: 0,
            unit: "m/s",
        },
        Number {
            ask: [
                "Quelle est la vitesse de la lumière dans le vide, en km/s ?",
                "What is the speed of light in a vacuum, in km/s?",
            ],
            about: [
                "la vitesse de la lumière dans le vide",
                "the speed of light in a vacuum",
            ],
            value: 300_000.0,
            dp: 0,
            unit: "km/s",
        },
        Number {
            ask: [
                "Quelle est la fréquence la plus haute que l'oreille humaine peut entendre, en Hz ?",
                "What is the highest frequency the human ear can hear, in Hz?",
            ],
            about: [
                "la fréquence la plus haute entendue par l'oreille humaine",
                "the highest frequency the human ear can hear",
            ],
            value: 20_000.0,
            dp: 0,
            unit: "Hz",
        },
        Number {
            ask: [
                "On entend le tonnerre 3 s après avoir vu l'éclair. Le son se propage à 340 m/s dans l'air. À quelle distance, en mètres, l'orage se trouve-t-il ?",
                "Thunder is heard 3 s after the lightning is seen. Sound travels at 340 m/s in air. How far away, in metres, is the storm?",
            ],
            about: ["la distance de l'orage", "the distance of the storm"],
            value: 1_020.0,
            dp: 0,
            unit: "m",
        },
    ],
    diagrams: &[],
};
