//! Which family serves which curriculum chapter, in which mode.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::{
    Family, Lvl, algebra, anglais, arith, convert, fractions, francais, functions, geometry, hg,
    lycee, measure, numbers, percent, physics, powers, primary, proba, stats, svt,
};
use crate::domain::curriculum::{Chapter, curriculum};

/// A chapter served by a family.
#[derive(Debug)]
pub(crate) struct Topic {
    /// The chapter.
    pub chapter: &'static Chapter,
    /// The family.
    pub family: &'static Family,
    /// The family's mode.
    pub mode: u8,
    /// The level.
    pub lvl: Lvl,
}

impl std::fmt::Debug for Family {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

const M: &str = "mathematiques";
const P: &str = "physique-chimie";
const F: &str = "francais";
const A: &str = "langues-vivantes";
const S: &str = "svt";
const HG: &str = "histoire-geographie";

/// One served chapter: (subject, level, chapter slug, family, mode).
pub(crate) type Entry = (
    &'static str,
    &'static str,
    &'static str,
    &'static Family,
    u8,
);

/// Every served chapter, one slice per subject (a new subject adds its slice here).
///
static CATALOG: &[&[Entry]] = &[
    MATHEMATIQUES,
    PHYSIQUE_CHIMIE,
    FRANCAIS,
    ANGLAIS,
    SVT,
    HISTOIRE_GEOGRAPHIE,
];

/// Mathématiques.
static MATHEMATIQUES: &[Entry] = &[
    // CP
    (M, "cp", "nombres-jusqu-a-100", &primary::FAMILY, 0),
    (M, "cp", "additions-et-soustractions", &primary::FAMILY, 1),
    (M, "cp", "calcul-mental", &primary::FAMILY, 2),
    (M, "cp", "problemes", &primary::FAMILY, 13),
    (M, "cp", "longueurs-et-monnaie", &primary::FAMILY, 5),
    (M, "cp", "figures-planes", &primary::FAMILY, 8),
    // CE1
    (M, "ce1", "nombres-jusqu-a-1000", &primary::FAMILY, 0),
    (M, "ce1", "additions-et-soustractions", &primary::FAMILY, 1),
    (M, "ce1", "calcul-mental", &primary::FAMILY, 2),
    (M, "ce1", "multiplication", &primary::FAMILY, 3),
    (M, "ce1", "problemes", &primary::FAMILY, 13),
    (M, "ce1", "monnaie", &primary::FAMILY, 5),
    (M, "ce1", "mesures-de-longueurs", &primary::FAMILY, 6),
    (M, "ce1", "figures-planes", &primary::FAMILY, 8),
    // CE2
    (M, "ce2", "nombres-jusqu-a-10000", &primary::FAMILY, 0),
    (M, "ce2", "calcul-mental", &primary::FAMILY, 2),
    (M, "ce2", "multiplication", &primary::FAMILY, 3),
    (M, "ce2", "division", &primary::FAMILY, 4),
    (M, "ce2", "problemes", &primary::FAMILY, 13),
    (M, "ce2", "heures-et-durees", &primary::FAMILY, 7),
    (M, "ce2", "perimetres", &primary::FAMILY, 8),
    // CM1
    (M, "cm1", "grands-nombres", &primary::FAMILY, 0),
    (M, "cm1", "fractions", &primary::FAMILY, 9),
    (M, "cm1", "nombres-decimaux", &primary::FAMILY, 10),
    (M, "cm1", "division", &primary::FAMILY, 4),
    (M, "cm1", "problemes", &primary::FAMILY, 13),
    (M, "cm1", "heures-et-durees", &primary::FAMILY, 7),
    (M, "cm1", "perimetres", &primary::FAMILY, 8),
    // CM2
    (M, "cm2", "grands-nombres", &primary::FAMILY, 0),
    (M, "cm2", "fractions", &primary::FAMILY, 9),
    (M, "cm2", "nombres-decimaux", &primary::FAMILY, 10),
    (
        M,
        "cm2",
        "operations-sur-les-decimaux",
        &primary::FAMILY,
        10,
    ),
    (M, "cm2", "division", &primary::FAMILY, 4),
    (M, "cm2", "heures-et-durees", &primary::FAMILY, 7),
    (M, "cm2", "aires", &primary::FAMILY, 12),
    (M, "cm2", "proportionnalite", &primary::FAMILY, 11),
    // 6e
    (M, "6e", "nombres-entiers-et-decimaux", &numbers::FAMILY, 0),
    (M, "6e", "operations-sur-les-decimaux", &numbers::FAMILY, 1),
    (
        M,
        "6e",
        "division-euclidienne-et-decimale",
        &numbers::FAMILY,
        2,
    ),
    (M, "6e", "multiples-et-diviseurs", &arith::FAMILY, 0),
    (M, "6e", "fractions", &fractions::FAMILY, 0),
    (M, "6e", "perimetres-et-aires", &measure::FAMILY, 0),
    (M, "6e", "angles", &geometry::ANGLES, 0),
    (M, "6e", "conversions-d-unites", &convert::FAMILY, 0),
    (M, "6e", "volume-du-pave-droit", &measure::FAMILY, 2),
    (
        M,
        "6e",
        "proportionnalite-et-pourcentages",
        &percent::FAMILY,
        0,
    ),
    (M, "6e", "representations-de-donnees", &stats::FAMILY, 0),
    // 5e
    (M, "5e", "priorites-operatoires", &numbers::FAMILY, 3),
    (M, "5e", "nombres-relatifs", &numbers::FAMILY, 4),
    (M, "5e", "fractions", &fractions::FAMILY, 1),
    (M, "5e", "nombres-premiers", &arith::FAMILY, 1),
    (M, "5e", "calcul-litteral", &algebra::FAMILY, 0),
    (
        M,
        "5e",
        "proportionnalite-et-pourcentages",
        &percent::FAMILY,
        1,
    ),
    (M, "5e", "statistiques", &stats::FAMILY, 1),
    (M, "5e", "probabilites", &proba::FAMILY, 0),
    (M, "5e", "perimetres-et-aires", &measure::FAMILY, 1),
    (M, "5e", "volumes", &measure::FAMILY, 3),
    (M, "5e", "angles-et-parallelisme", &geometry::ANGLES, 1),
    (M, "5e", "triangles", &geometry::ANGLES, 2),
    // 4e
    (M, "4e", "nombres-relatifs", &numbers::FAMILY, 5),
    (M, "4e", "fractions", &fractions::FAMILY, 2),
    (M, "4e", "puissances", &powers::FAMILY, 0),
    (M, "4e", "calcul-litteral", &algebra::FAMILY, 1),
    (M, "4e", "equations", &algebra::FAMILY, 2),
    (
        M,
        "4e",
        "proportionnalite-et-pourcentages",
        &percent::FAMILY,
        2,
    ),
    (M, "4e", "statistiques", &stats::FAMILY, 2),
    (M, "4e", "probabilites", &proba::FAMILY, 1),
    (M, "4e", "conversions-d-unites", &convert::FAMILY, 1),
    (M, "4e", "volumes", &measure::FAMILY, 4),
    (M, "4e", "theoreme-de-pythagore", &geometry::PYTHAGORAS, 0),
    (M, "4e", "theoreme-de-thales", &geometry::THALES, 0),
    // 3e
    (M, "3e", "arithmetique", &arith::FAMILY, 2),
    (M, "3e", "puissances-et-racines-carrees", &powers::FAMILY, 1),
    (M, "3e", "calcul-litteral", &algebra::FAMILY, 3),
    (M, "3e", "equations-et-inequations", &algebra::FAMILY, 4),
    (M, "3e", "notion-de-fonction", &functions::FAMILY, 0),
    (
        M,
        "3e",
        "fonctions-lineaires-et-affines",
        &functions::FAMILY,
        1,
    ),
    (
        M,
        "3e",
        "proportionnalite-et-pourcentages",
        &percent::FAMILY,
        3,
    ),
    (M, "3e", "statistiques", &stats::FAMILY, 3),
    (M, "3e", "probabilites", &proba::FAMILY, 2),
    (M, "3e", "agrandissement-et-reduction", &measure::FAMILY, 6),
    (M, "3e", "sphere-et-boule", &measure::FAMILY, 5),
    (M, "3e", "theoreme-de-thales", &geometry::THALES, 1),
    (M, "3e", "trigonometrie", &geometry::TRIG, 0),
    // 2de
    (M, "2de", "arithmetique", &arith::FAMILY, 3),
    (
        M,
        "2de",
        "puissances-et-racines-carrees",
        &powers::FAMILY,
        2,
    ),
    (M, "2de", "calcul-litteral", &algebra::FAMILY, 5),
    (M, "2de", "equations-et-inequations", &algebra::FAMILY, 6),
    (M, "2de", "geometrie-reperee", &geometry::PYTHAGORAS, 1),
    (
        M,
        "2de",
        "generalites-sur-les-fonctions",
        &functions::FAMILY,
        2,
    ),
    (M, "2de", "fonctions-affines", &functions::FAMILY, 3),
    (M, "2de", "pourcentages-et-evolutions", &percent::FAMILY, 4),
    (M, "2de", "statistiques", &stats::FAMILY, 4),
    (M, "2de", "probabilites", &proba::FAMILY, 3),
    // 1re
    (M, "1re", "suites", &lycee::FAMILY, 0),
    (M, "1re", "second-degre", &lycee::FAMILY, 1),
    (M, "1re", "derivation", &lycee::FAMILY, 2),
    (M, "1re", "fonction-exponentielle", &lycee::FAMILY, 3),
    (M, "1re", "trigonometrie", &lycee::FAMILY, 6),
    (M, "1re", "produit-scalaire", &lycee::FAMILY, 4),
    (M, "1re", "probabilites-conditionnelles", &lycee::FAMILY, 5),
    // tle
    (M, "tle", "fonction-logarithme", &lycee::FAMILY, 7),
    (M, "tle", "integration", &lycee::FAMILY, 8),
    (M, "tle", "loi-binomiale", &lycee::FAMILY, 9),
    (M, "tle", "geometrie-dans-l-espace", &lycee::FAMILY, 10),
];

/// Physique-chimie.
static PHYSIQUE_CHIMIE: &[Entry] = &[
    (P, "6e", "masse-et-volume", &convert::FAMILY, 2),
    (P, "6e", "mouvements", &physics::SPEED, 0),
    (P, "5e", "decrire-un-mouvement", &physics::SPEED, 1),
    (P, "4e", "masse-volumique", &physics::DENSITY, 0),
    (P, "4e", "vitesse", &physics::SPEED, 2),
    (P, "4e", "loi-d-ohm", &physics::OHM, 0),
    (P, "4e", "son", &physics::SPEED, 3),
    (P, "3e", "poids-et-masse", &physics::WEIGHT, 0),
    (P, "3e", "energie-cinetique", &physics::ENERGY, 1),
    (P, "3e", "energie-et-puissance", &physics::ENERGY, 0),
    (P, "2de", "corps-purs-et-melanges", &physics::DENSITY, 1),
    (
        P,
        "2de",
        "solutions-et-concentration",
        &physics::CONCENTRATION,
        0,
    ),
    (P, "2de", "description-d-un-mouvement", &physics::SPEED, 4),
    (P, "2de", "signaux-et-capteurs", &physics::OHM, 1),
    // 1re and Tle spécialité (modes: see `physics::lycee`)
    (
        P,
        "1re",
        "quantite-de-matiere-et-concentration",
        &physics::LYCEE,
        0,
    ),
    (P, "1re", "dosage-par-titrage", &physics::LYCEE, 1),
    (P, "1re", "travail-et-energie-mecanique", &physics::LYCEE, 2),
    (P, "1re", "ondes-mecaniques-periodiques", &physics::LYCEE, 3),
    (
        P,
        "1re",
        "lentilles-minces-convergentes",
        &physics::LYCEE,
        4,
    ),
    (P, "tle", "acides-bases-et-ph", &physics::LYCEE, 5),
    (P, "tle", "decroissance-radioactive", &physics::LYCEE, 6),
    (P, "tle", "deuxieme-loi-de-newton", &physics::LYCEE, 7),
    (
        P,
        "tle",
        "mouvement-dans-un-champ-de-pesanteur",
        &physics::LYCEE,
        8,
    ),
    (P, "tle", "condensateur-et-circuit-rc", &physics::LYCEE, 9),
    (
        P,
        "tle",
        "gaz-parfait-et-transferts-thermiques",
        &physics::LYCEE,
        10,
    ),
    (
        P,
        "tle",
        "diffraction-interferences-et-effet-doppler",
        &physics::LYCEE,
        11,
    ),
    // the knowledge chapters: one fact bank each, the mode is its index in the file's BANKS
    (P, "6e", "etats-de-la-matiere", &physics::bank6::FAMILY, 0),
    (P, "6e", "melanges-et-solutions", &physics::bank6::FAMILY, 1),
    (
        P,
        "6e",
        "sources-et-conversions-d-energie",
        &physics::bank6::FAMILY,
        2,
    ),
    (P, "6e", "signal-et-information", &physics::bank6::FAMILY, 3),
    (
        P,
        "5e",
        "etats-et-changements-d-etat",
        &physics::bank5::FAMILY,
        0,
    ),
    (
        P,
        "5e",
        "melanges-et-corps-purs",
        &physics::bank5::FAMILY,
        1,
    ),
    (P, "5e", "composition-de-l-air", &physics::bank5::FAMILY, 2),
    (
        P,
        "5e",
        "sources-et-formes-d-energie",
        &physics::bank5::FAMILY,
        3,
    ),
    (P, "5e", "circuits-electriques", &physics::bank5::FAMILY, 4),
    (
        P,
        "5e",
        "propagation-de-la-lumiere",
        &physics::bank5::FAMILY,
        5,
    ),
    (P, "4e", "atomes-et-molecules", &physics::bank4::FAMILY, 0),
    (
        P,
        "4e",
        "transformations-chimiques",
        &physics::bank4::FAMILY,
        1,
    ),
    (
        P,
        "4e",
        "actions-mecaniques-et-forces",
        &physics::bank4::FAMILY,
        2,
    ),
    (P, "4e", "intensite-et-tension", &physics::bank4::FAMILY, 3),
    (P, "4e", "lumiere", &physics::bank4::FAMILY, 4),
    (P, "3e", "atomes-et-ions", &physics::bank3::FAMILY, 0),
    (P, "3e", "acides-et-bases", &physics::bank3::FAMILY, 1),
    (
        P,
        "3e",
        "univers-et-systeme-solaire",
        &physics::bank3::FAMILY,
        2,
    ),
    (
        P,
        "3e",
        "interaction-gravitationnelle",
        &physics::bank3::FAMILY,
        3,
    ),
    (
        P,
        "3e",
        "reactions-acides-metaux",
        &physics::bank3b::FAMILY,
        0,
    ),
    (
        P,
        "3e",
        "conversions-d-energie",
        &physics::bank3b::FAMILY,
        1,
    ),
    (
        P,
        "3e",
        "signaux-et-information",
        &physics::bank3b::FAMILY,
        2,
    ),
    (
        P,
        "2de",
        "modelisation-de-l-atome",
        &physics::bank2::FAMILY,
        0,
    ),
    (P, "2de", "quantite-de-matiere", &physics::bank2::FAMILY, 1),
    (
        P,
        "2de",
        "transformations-chimiques",
        &physics::bank2::FAMILY,
        2,
    ),
    (
        P,
        "2de",
        "transformations-physiques-et-nucleaires",
        &physics::bank2::FAMILY,
        3,
    ),
    (
        P,
        "2de",
        "forces-et-principe-d-inertie",
        &physics::bank2::FAMILY,
        4,
    ),
    (P, "2de", "son", &physics::bank2::FAMILY, 5),
    (P, "2de", "lumiere-et-lentilles", &physics::bank2::FAMILY, 6),
    (
        P,
        "1re",
        "structure-des-entites-et-cohesion",
        &physics::bank1::FAMILY,
        0,
    ),
    (
        P,
        "1re",
        "synthese-et-combustions",
        &physics::bank1::FAMILY,
        1,
    ),
    (
        P,
        "1re",
        "interactions-et-champs",
        &physics::bank1::FAMILY,
        2,
    ),
    (P, "1re", "fluide-au-repos", &physics::bank1::FAMILY, 3),
    (P, "1re", "energie-electrique", &physics::bank1::FAMILY, 4),
    (
        P,
        "1re",
        "lumiere-ondes-et-photons",
        &physics::bank1::FAMILY,
        5,
    ),
    (
        P,
        "tle",
        "titrages-et-conductimetrie",
        &physics::bankt::FAMILY,
        0,
    ),
    (P, "tle", "cinetique-chimique", &physics::bankt::FAMILY, 1),
    (P, "tle", "synthese-organique", &physics::bankt::FAMILY, 2),
    (
        P,
        "tle",
        "satellites-et-planetes",
        &physics::bankt::FAMILY,
        3,
    ),
    (
        P,
        "tle",
        "ecoulement-d-un-fluide",
        &physics::bankt::FAMILY,
        4,
    ),
    (
        P,
        "tle",
        "lunette-et-effet-photoelectrique",
        &physics::bankt::FAMILY,
        5,
    ),
];

/// SVT: one fact bank per chapter, the mode is its index in `svt::BANKS`.
static SVT: &[Entry] = &[
    (S, "6e", "la-cellule", &svt::FAMILY, 0),
    (S, "6e", "classer-les-etres-vivants", &svt::FAMILY, 1),
    (S, "6e", "origine-de-la-matiere", &svt::FAMILY, 2),
    (S, "4e", "tectonique-des-plaques", &svt::l4::FAMILY, 0),
    (S, "4e", "risques-naturels", &svt::l4::FAMILY, 1),
    (S, "4e", "ecosystemes-et-biodiversite", &svt::l4::FAMILY, 2),
    (S, "4e", "reproduction-des-plantes", &svt::l4::FAMILY, 3),
    (S, "4e", "systeme-nerveux", &svt::l4::FAMILY, 4),
    (S, "4e", "puberte-et-reproduction", &svt::l4::FAMILY, 5),
    (S, "3e", "changement-climatique", &svt::l3::FAMILY, 0),
    (S, "3e", "ressources-naturelles", &svt::l3::FAMILY, 1),
    (S, "3e", "genetique", &svt::l3::FAMILY, 2),
    (S, "3e", "biodiversite-et-evolution", &svt::l3::FAMILY, 3),
    (S, "3e", "systeme-immunitaire", &svt::l3::FAMILY, 4),
    (S, "3e", "microorganismes-et-sante", &svt::l3::FAMILY, 5),
    (S, "2de", "organisme-pluricellulaire", &svt::l2::FAMILY, 0),
    (S, "2de", "metabolisme-cellulaire", &svt::l2::FAMILY, 1),
    (S, "2de", "adn", &svt::l2::FAMILY, 2),
    (S, "2de", "biodiversite-et-evolution", &svt::l2::FAMILY, 3),
    (S, "2de", "microorganismes-et-sante", &svt::l2::FAMILY, 4),
    (S, "2de", "geosciences-et-paysages", &svt::l2::FAMILY, 5),
    (S, "2de", "agrosystemes", &svt::l2::FAMILY, 6),
    (S, "2de", "procreation-et-sexualite", &svt::l2::FAMILY, 7),
    (
        S,
        "6e",
        "developpement-et-reproduction",
        &svt::c3::FAMILY,
        0,
    ),
    (
        S,
        "6e",
        "la-terre-dans-le-systeme-solaire",
        &svt::c3::FAMILY,
        1,
    ),
    (S, "6e", "peuplement-des-milieux", &svt::c3::FAMILY, 2),
    (S, "6e", "paysages-et-action-humaine", &svt::c3::FAMILY, 3),
    (S, "5e", "erosion-et-paysages", &svt::l5::FAMILY, 0),
    (S, "5e", "meteorologie-et-climat", &svt::l5::FAMILY, 1),
    (S, "5e", "respiration-et-milieux", &svt::l5::FAMILY, 2),
    (S, "5e", "nutrition-des-organismes", &svt::l5::FAMILY, 3),
    (
        S,
        "5e",
        "reproduction-des-etres-vivants",
        &svt::l5::FAMILY,
        4,
    ),
    (S, "5e", "activite-physique", &svt::l5::FAMILY, 5),
    (S, "5e", "digestion", &svt::l5::FAMILY, 6),
];

/// Histoire-géographie: one fact bank per chapter, the mode is its index in `hg::BANKS`.
static HISTOIRE_GEOGRAPHIE: &[Entry] = &[
    (
        HG,
        "4e",
        "la-revolution-francaise-et-l-empire",
        &hg::FAMILY,
        0,
    ),
    (HG, "3e", "premiere-guerre-mondiale", &hg::FAMILY, 1),
    (HG, "3e", "guerre-froide", &hg::FAMILY, 2),
    (HG, "3e", "amenager-face-aux-inegalites", &hg::FAMILY, 3),
    (HG, "6e", "debuts-de-l-humanite", &hg::l6::FAMILY, 0),
    (HG, "6e", "revolution-neolithique", &hg::l6::FAMILY, 1),
    (
        HG,
        "6e",
        "premiers-etats-premieres-ecritures",
        &hg::l6::FAMILY,
        2,
    ),
    (HG, "6e", "le-monde-des-cites-grecques", &hg::l6::FAMILY, 3),
    (HG, "6e", "rome-du-mythe-a-l-histoire", &hg::l6::FAMILY, 4),
    (
        HG,
        "6e",
        "naissance-du-monotheisme-juif",
        &hg::l6::FAMILY,
        5,
    ),
    (
        HG,
        "6e",
        "conquetes-paix-romaine-et-romanisation",
        &hg::l6::FAMILY,
        6,
    ),
    (HG, "6e", "des-chretiens-dans-l-empire", &hg::l6::FAMILY, 7),
    (HG, "6e", "rome-et-la-chine-des-han", &hg::l6::FAMILY, 8),
    (
        HG,
        "5e",
        "byzance-et-l-europe-carolingienne",
        &hg::l5::FAMILY,
        0,
    ),
    (HG, "5e", "naissance-de-l-islam", &hg::l5::FAMILY, 1),
    (
        HG,
        "3e",
        "democraties-et-totalitarismes",
        &hg::l3b::FAMILY,
        0,
    ),
    (HG, "3e", "deuxieme-guerre-mondiale", &hg::l3b::FAMILY, 1),
    (
        HG,
        "3e",
        "la-france-defaite-et-occupee",
        &hg::l3b::FAMILY,
        2,
    ),
    (HG, "3e", "independances", &hg::l3b::FAMILY, 3),
    (HG, "3e", "projet-europeen", &hg::l3b::FAMILY, 4),
    (
        HG,
        "3e",
        "enjeux-et-conflits-apres-1989",
        &hg::l3b::FAMILY,
        5,
    ),
    (HG, "3e", "refonder-la-republique", &hg::l3b::FAMILY, 6),
    (HG, "3e", "la-cinquieme-republique", &hg::l3b::FAMILY, 7),
    (HG, "3e", "femmes-et-hommes-1950-1980", &hg::l3b::FAMILY, 8),
    (HG, "3e", "aires-urbaines", &hg::geo3b::FAMILY, 0),
    (HG, "3e", "espaces-productifs", &hg::geo3b::FAMILY, 1),
    (HG, "3e", "espaces-de-faible-densite", &hg::geo3b::FAMILY, 2),
    (HG, "3e", "territoires-ultramarins", &hg::geo3b::FAMILY, 3),
    (HG, "2de", "mediterranee-antique", &hg::l2::FAMILY, 0),
    (HG, "2de", "mediterranee-medievale", &hg::l2::FAMILY, 1),
    (HG, "2de", "ouverture-atlantique", &hg::l2::FAMILY, 2),
    (
        HG,
        "6e",
        "les-metropoles-et-leurs-habitants",
        &hg::geo6::FAMILY,
        0,
    ),
    (
        HG,
        "6e",
        "repartition-de-la-population-mondiale",
        &hg::geo6::FAMILY,
        1,
    ),
    (HG, "6e", "littoral-touristique", &hg::geo6::FAMILY, 2),
    (
        HG,
        "6e",
        "littoral-industrialo-portuaire",
        &hg::geo6::FAMILY,
        3,
    ),
    (
        HG,
        "4e",
        "bourgeoisies-negoces-et-traites-negrieres",
        &hg::l4b::FAMILY,
        0,
    ),
    (HG, "4e", "l-europe-des-lumieres", &hg::l4b::FAMILY, 1),
    (HG, "4e", "revolution-industrielle", &hg::l4b::FAMILY, 2),
];

/// Français (statements in French whatever the request's language).
static FRANCAIS: &[Entry] = &[
    (
        F,
        "cp",
        "lecture-et-comprehension",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    (
        F,
        "cp",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::CONJUGAISON,
    ),
    (
        F,
        "cp",
        "homophones",
        &francais::FAMILY,
        francais::mode::HOMOPHONES,
    ),
    (
        F,
        "cp",
        "vocabulaire",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "ce1",
        "lecture-et-comprehension",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    (
        F,
        "ce1",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::CONJUGAISON,
    ),
    (
        F,
        "ce1",
        "grammaire",
        &francais::FAMILY,
        francais::mode::NATURE,
    ),
    (
        F,
        "ce1",
        "homophones",
        &francais::FAMILY,
        francais::mode::HOMOPHONES,
    ),
    (
        F,
        "ce1",
        "vocabulaire",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "ce2",
        "lecture-et-comprehension",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    (
        F,
        "ce2",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::CONJUGAISON,
    ),
    (
        F,
        "ce2",
        "grammaire",
        &francais::FAMILY,
        francais::mode::NATURE,
    ),
    (
        F,
        "ce2",
        "accords",
        &francais::FAMILY,
        francais::mode::ACCORDS,
    ),
    (
        F,
        "ce2",
        "homophones",
        &francais::FAMILY,
        francais::mode::HOMOPHONES,
    ),
    (
        F,
        "ce2",
        "vocabulaire",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "cm1",
        "lecture-et-comprehension",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    (
        F,
        "cm1",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::CONJUGAISON,
    ),
    (
        F,
        "cm1",
        "grammaire",
        &francais::FAMILY,
        francais::mode::NATURE,
    ),
    (
        F,
        "cm1",
        "accords",
        &francais::FAMILY,
        francais::mode::ACCORDS,
    ),
    (
        F,
        "cm1",
        "homophones",
        &francais::FAMILY,
        francais::mode::HOMOPHONES,
    ),
    (
        F,
        "cm1",
        "vocabulaire",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "cm2",
        "lecture-et-comprehension",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    (
        F,
        "cm2",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::CONJUGAISON,
    ),
    (
        F,
        "cm2",
        "grammaire",
        &francais::FAMILY,
        francais::mode::NATURE,
    ),
    (
        F,
        "cm2",
        "accords",
        &francais::FAMILY,
        francais::mode::ACCORDS,
    ),
    (
        F,
        "cm2",
        "homophones",
        &francais::FAMILY,
        francais::mode::HOMOPHONES,
    ),
    (
        F,
        "cm2",
        "vocabulaire",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "6e",
        "classes-de-mots",
        &francais::FAMILY,
        francais::mode::NATURE,
    ),
    (
        F,
        "6e",
        "phrase-simple",
        &francais::FAMILY,
        francais::mode::FONCTIONS,
    ),
    (
        F,
        "6e",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::CONJUGAISON,
    ),
    (
        F,
        "6e",
        "accords",
        &francais::FAMILY,
        francais::mode::ACCORDS,
    ),
    (
        F,
        "6e",
        "recits-d-aventures",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    (
        F,
        "5e",
        "fonctions-dans-la-phrase",
        &francais::FAMILY,
        francais::mode::FONCTIONS,
    ),
    (
        F,
        "5e",
        "temps-du-recit",
        &francais::FAMILY,
        francais::mode::TEMPS,
    ),
    (
        F,
        "5e",
        "phrase-complexe",
        &francais::FAMILY,
        francais::mode::NATURE,
    ),
    (
        F,
        "4e",
        "subordonnees-relatives",
        &francais::FAMILY,
        francais::mode::FONCTIONS,
    ),
    (
        F,
        "4e",
        "modes-et-temps",
        &francais::FAMILY,
        francais::mode::TEMPS,
    ),
    (
        F,
        "3e",
        "voix-active-et-passive",
        &francais::FAMILY,
        francais::mode::FONCTIONS,
    ),
    (
        F,
        "3e",
        "formation-des-mots",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "3e",
        "subordonnees-circonstancielles",
        &francais::FAMILY,
        francais::mode::FONCTIONS,
    ),
    (
        F,
        "2de",
        "le-verbe",
        &francais::FAMILY,
        francais::mode::TEMPS,
    ),
    (
        F,
        "2de",
        "les-accords",
        &francais::FAMILY,
        francais::mode::ACCORDS,
    ),
    (
        F,
        "2de",
        "phrase-complexe",
        &francais::FAMILY,
        francais::mode::NATURE,
    ),
    (
        F,
        "1re",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::TEMPS,
    ),
    (
        F,
        "1re",
        "grammaire",
        &francais::FAMILY,
        francais::mode::FONCTIONS,
    ),
    (
        F,
        "1re",
        "accords",
        &francais::FAMILY,
        francais::mode::ACCORDS,
    ),
    (
        F,
        "1re",
        "vocabulaire",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "1re",
        "lecture-et-comprehension",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    (
        F,
        "tle",
        "conjugaison",
        &francais::FAMILY,
        francais::mode::TEMPS,
    ),
    (
        F,
        "tle",
        "grammaire",
        &francais::FAMILY,
        francais::mode::FONCTIONS,
    ),
    (
        F,
        "tle",
        "accords",
        &francais::FAMILY,
        francais::mode::ACCORDS,
    ),
    (
        F,
        "tle",
        "vocabulaire",
        &francais::FAMILY,
        francais::mode::VOCABULAIRE,
    ),
    (
        F,
        "tle",
        "lecture-et-comprehension",
        &francais::FAMILY,
        francais::mode::LECTURE,
    ),
    // the literary themes of 6e to 2de, one fact bank each, the mode its index in
    // `francais::themes::BANKS` (the 6e récits d'aventures are read above, `mode::LECTURE`)
    (F, "6e", "le-monstre", &francais::themes::FAMILY, 0),
    (F, "6e", "recits-de-creation", &francais::themes::FAMILY, 1),
    (
        F,
        "6e",
        "resister-au-plus-fort",
        &francais::themes::FAMILY,
        2,
    ),
    (
        F,
        "5e",
        "le-voyage-et-l-aventure",
        &francais::themes::FAMILY,
        3,
    ),
    (F, "5e", "avec-autrui", &francais::themes::FAMILY, 4),
    (
        F,
        "5e",
        "imaginer-des-univers-nouveaux",
        &francais::themes::FAMILY,
        5,
    ),
    (F, "5e", "heros-et-heroismes", &francais::themes::FAMILY, 6),
    (
        F,
        "5e",
        "l-etre-humain-et-la-nature",
        &francais::themes::FAMILY,
        7,
    ),
    (F, "4e", "dire-l-amour", &francais::themes::FAMILY, 8),
    (F, "4e", "individu-et-societe", &francais::themes::FAMILY, 9),
    (
        F,
        "4e",
        "la-fiction-pour-interroger-le-reel",
        &francais::themes::FAMILY,
        10,
    ),
    (
        F,
        "4e",
        "informer-s-informer-deformer",
        &francais::themes::FAMILY,
        11,
    ),
    (F, "4e", "la-ville", &francais::themes::FAMILY, 12),
    (
        F,
        "3e",
        "se-raconter-se-representer",
        &francais::themes::FAMILY,
        13,
    ),
    (
        F,
        "3e",
        "denoncer-les-travers-de-la-societe",
        &francais::themes::FAMILY,
        14,
    ),
    (
        F,
        "3e",
        "visions-poetiques-du-monde",
        &francais::themes::FAMILY,
        15,
    ),
    (F, "3e", "agir-dans-la-cite", &francais::themes::FAMILY, 16),
    (
        F,
        "3e",
        "progres-et-reves-scientifiques",
        &francais::themes::FAMILY,
        17,
    ),
    (F, "2de", "poesie", &francais::themes::FAMILY, 18),
    (
        F,
        "2de",
        "litterature-d-idees-et-presse",
        &francais::themes::FAMILY,
        19,
    ),
    (F, "2de", "roman-et-recit", &francais::themes::FAMILY, 20),
    (F, "2de", "theatre", &francais::themes::FAMILY, 21),
];

/// Langues vivantes: anglais (exercises in English, instructions in French).
static ANGLAIS: &[Entry] = &[
    (
        A,
        "cm1",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "cm1",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "cm1",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "cm1",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "cm2",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "cm2",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "cm2",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "cm2",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "6e",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "6e",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "6e",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "6e",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "5e",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "5e",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "5e",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "5e",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "4e",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "4e",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "4e",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "4e",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "3e",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "3e",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "3e",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "3e",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "2de",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "2de",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "2de",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "2de",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "1re",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "1re",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "1re",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "1re",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
    (
        A,
        "tle",
        "vocabulaire-thematique",
        &anglais::FAMILY,
        anglais::mode::VOCABULAIRE,
    ),
    (
        A,
        "tle",
        "verbes-irreguliers",
        &anglais::FAMILY,
        anglais::mode::VERBES,
    ),
    (
        A,
        "tle",
        "temps-verbaux",
        &anglais::FAMILY,
        anglais::mode::TEMPS,
    ),
    (
        A,
        "tle",
        "phrases-a-trous",
        &anglais::FAMILY,
        anglais::mode::TROUS,
    ),
];

/// Every chapter served, in curriculum order.
pub(crate) fn topics() -> &'static [Topic] {
    static TOPICS: OnceLock<Vec<Topic>> = OnceLock::new();
    TOPICS.get_or_init(|| resolve(CATALOG))
}

/// The served topic of chapter `id`.
pub(crate) fn topic(id: &str) -> Option<&'static Topic> {
    static BY_ID: OnceLock<HashMap<&'static str, &'static Topic>> = OnceLock::new();
    BY_ID
        .get_or_init(|| {
            topics()
                .iter()
                .map(|t| (t.chapter.id.as_str(), t))
                .collect()
        })
        .get(id)
        .copied()
}

/// The chapters written but not served yet (anglais), for their own tests.
#[cfg(test)]
pub(crate) fn unserved_topics() -> &'static [Topic] {
    static TOPICS: OnceLock<Vec<Topic>> = OnceLock::new();
    TOPICS.get_or_init(|| resolve(&[ANGLAIS]))
}

/// The topics of `slices` found in the curriculum, in curriculum order.
fn resolve(slices: &[&[Entry]]) -> Vec<Topic> {
    let c = curriculum();
    let mut out: Vec<(usize, Topic)> = slices
        .iter()
        .flat_map(|s| s.iter())
        .filter_map(|(subject, level, slug, family, mode)| {
            let id = format!("{subject}-{level}-{slug}");
            let pos = c.chapters().iter().position(|ch| ch.id == id)?;
            Some((
                pos,
                Topic {
                    chapter: &c.chapters()[pos],
                    family,
                    mode: *mode,
                    lvl: Lvl::from_id(level)?,
                },
            ))
        })
        .collect();
    out.sort_by_key(|(pos, _)| *pos);
    out.into_iter().map(|(_, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogued_chapter_exists() {
        assert_eq!(
            topics().len(),
            CATALOG.iter().map(|s| s.len()).sum::<usize>(),
            "a catalogued chapter is missing from the curriculum"
        );
        for t in topics() {
            assert!(t.chapter.id.starts_with(&t.chapter.subject_id));
        }
    }
}
