//! SVT (sciences de la vie et de la Terre), 6e to Terminale.

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[Entry {
    chapters: &["svt-6e-la-cellule"],
    title_en: "The cell, unit of life",
    intro: [
        "Une feuille d'élodée, la peau de l'oignon, la paroi de la joue : au microscope, tous les êtres vivants apparaissent formés de cellules. La cellule est l'unité du vivant.",
        "A pondweed leaf, onion skin, the lining of the cheek: under the microscope, every living thing turns out to be made of cells. The cell is the unit of life.",
    ],
    notions: &[
        notion(
            "cellule",
            "remember",
            [
                "La cellule",
                "Identifier la cellule comme l'unité de base de tout être vivant",
                "Cellule",
                "Une cellule est la plus petite unité du vivant ; elle est délimitée par une membrane et contient un cytoplasme et, le plus souvent, un noyau.",
                "Unicellulaire ou pluricellulaire",
                "Un être unicellulaire (paramécie, levure, bactérie) est formé d'une seule cellule ; un être pluricellulaire (chêne, chat, être humain) en compte de nombreuses.",
                "Tout être vivant est formé d'une ou de plusieurs cellules.",
            ],
            [
                "The cell",
                "Identify the cell as the basic unit of every living thing",
                "Cell",
                "A cell is the smallest unit of life; it is enclosed by a membrane and holds cytoplasm and, most often, a nucleus.",
                "Single-celled or multicellular",
                "A single-celled organism (paramecium, yeast, bacterium) is one cell only; a multicellular organism (oak, cat, human being) has many.",
                "Every living thing is made of one or more cells.",
            ],
        ),
        notion(
            "structure",
            "understand",
            [
                "Les parties de la cellule",
                "Décrire les parties d'une cellule animale et d'une cellule végétale et leur rôle",
                "Noyau, membrane, cytoplasme",
                "Le noyau contient l'information génétique ; la membrane délimite la cellule et contrôle ses échanges ; le cytoplasme remplit la cellule.",
                "La cellule végétale",
                "Une cellule végétale possède en plus une paroi rigide autour de sa membrane, une grande vacuole et, dans les parties vertes, des chloroplastes qui réalisent la photosynthèse.",
                "Paroi et chloroplastes : on les trouve dans les cellules végétales, pas dans les cellules animales.",
            ],
            [
                "The parts of the cell",
                "Describe the parts of an animal cell and of a plant cell and their roles",
                "Nucleus, membrane, cytoplasm",
                "The nucleus holds the genetic information; the membrane encloses the cell and controls its exchanges; the cytoplasm fills the cell.",
                "The plant cell",
                "A plant cell also has a rigid wall around its membrane, a large vacuole and, in green parts, chloroplasts that carry out photosynthesis.",
                "Wall and chloroplasts: they are found in plant cells, not in animal cells.",
            ],
        ),
        notion(
            "microscope",
            "apply",
            [
                "Observer au microscope",
                "Appliquer la démarche d'observation au microscope et calculer un grossissement",
                "Grossissement",
                "Le grossissement d'un microscope est le produit du grossissement de l'oculaire par celui de l'objectif : un oculaire ×10 et un objectif ×40 grossissent 400 fois.",
                "Les étapes",
                "On dépose l'échantillon sur la lame, on ajoute une goutte d'eau ou de colorant, on recouvre d'une lamelle, on place la lame sur la platine, puis on observe au plus faible grossissement avant de passer à un plus fort.",
                "On commence toujours par le plus faible grossissement.",
            ],
            [
                "Using a microscope",
                "Apply the steps of a microscope observation and work out a magnification",
                "Magnification",
                "A microscope's magnification is the eyepiece's magnification times the objective's: a ×10 eyepiece and a ×40 objective magnify 400 times.",
                "The steps",
                "Put the sample on the slide, add a drop of water or stain, cover it with a cover slip, place the slide on the stage, then observe at the lowest magnification before switching to a higher one.",
                "Always start with the lowest magnification.",
            ],
        ),
    ],
}];
