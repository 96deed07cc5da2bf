//! The maps' shapes, projections and labels.

use super::*;
use crate::generate::figure::check_xml;
use crate::generate::metrics::{CAP_HEIGHT, DESCENT, text_width};

fn inside(p: Point, ring: &[i16]) -> bool {
    let pts: Vec<(f64, f64)> = ring
        .chunks_exact(2)
        .map(|c| (f64::from(c[0]), f64::from(c[1])))
        .collect();
    let mut c = false;
    let mut j = pts.len() - 1;
    for i in 0..pts.len() {
        let ((xi, yi), (xj, yj)) = (pts[i], pts[j]);
        if (yi > p.y) != (yj > p.y) && p.x < (xj - xi) * (p.y - yi) / (yj - yi) + xi {
            c = !c;
        }
        j = i;
    }
    c
}

fn in_shape(p: Point, rings: &[&[i16]]) -> bool {
    rings.iter().any(|r| inside(p, r))
}

#[test]
fn the_maps_have_one_shape_per_place_and_every_ring_stays_on_the_canvas() {
    assert_eq!(france::SHAPES.len(), REGIONS.len());
    assert_eq!(world::SHAPES.len(), CONTINENTS.len());
    for (shapes, places, w, h) in [
        (france::SHAPES, &REGIONS[..], 560, 540),
        (world::SHAPES, &CONTINENTS[..], 960, 500),
    ] {
        for ((id, rings), p) in shapes.iter().zip(places) {
            assert_eq!(*id, p.id);
            assert!(!rings.is_empty());
            for r in *rings {
                assert!(r.len() >= 6 && r.len() % 2 == 0);
                for c in r.chunks_exact(2) {
                    assert!(
                        (0..=w).contains(&c[0]) && (0..=h).contains(&c[1]),
                        "{id} {c:?}"
                    );
                }
            }
        }
    }
    assert_eq!((REGIONS[7].fr, REGIONS[7].en), ("Bretagne", "Brittany"));
    assert_eq!(CONTINENTS[3].en, "North America");
    // Brittany is one piece of land with islands; Corsica one island
    assert!(france::SHAPES[7].1.len() > 1);
    assert_eq!(france::SHAPES[12].1.len(), 1);
}

#[test]
fn every_city_falls_in_its_region_and_every_mark_in_its_shape() {
    for c in &CITIES {
        let p = france_point(c.lon, c.lat);
        let mut found: Vec<&str> = france::SHAPES
            .iter()
            .filter(|(_, rings)| in_shape(p, rings))
            .map(|(id, _)| *id)
            .collect();
        if found.is_empty() {
            // a port may fall just off the simplified coast: then its region's coast is nearest
            let d = |rings: &[&[i16]]| {
                rings
                    .iter()
                    .flat_map(|r| r.chunks_exact(2))
                    .map(|c| (f64::from(c[0]) - p.x).hypot(f64::from(c[1]) - p.y))
                    .fold(f64::MAX, f64::min)
            };
            let (id, rings) = france::SHAPES
                .iter()
                .min_by(|a, b| d(a.1).total_cmp(&d(b.1)))
                .unwrap();
            assert!(d(rings) < 6.0, "{}", c.name);
            found.push(id);
        }
        assert_eq!(found, [REGIONS[c.region].id], "{}", c.name);
    }
    assert_eq!(CITIES.iter().filter(|c| c.capital).count(), 13);
    for (shapes, marks) in [
        (france::SHAPES, france::MARKS),
        (world::SHAPES, world::MARKS),
    ] {
        assert_eq!(shapes.len(), marks.len());
        for ((id, rings), &(x, y)) in shapes.iter().zip(marks) {
            assert!(inside(pt(x, y), rings[0]), "{id}");
        }
    }
}

#[test]
fn world_points_fall_on_their_continent() {
    // (longitude, latitude, continent)
    for (lon, lat, id) in [
        (2.35, 48.86, "EU"),
        (37.62, 55.75, "EU"),
        (116.4, 39.9, "AS"),
        (77.2, 28.6, "AS"),
        (31.2, 30.0, "AF"),
        (28.0, -26.2, "AF"),
        (-74.0, 40.7, "NA"),
        (-99.1, 19.4, "NA"),
        (-47.9, -15.8, "SA"),
        (-58.4, -34.6, "SA"),
        (149.1, -35.3, "OC"),
        (0.0, -80.0, "AN"),
    ] {
        let p = world_point(lon, lat);
        let found: Vec<&str> = world::SHAPES
            .iter()
            .filter(|(_, rings)| in_shape(p, rings))
            .map(|(id, _)| *id)
            .collect();
        assert_eq!(found, [id], "{lon} {lat}");
    }
}

/// The boxes of the texts of a rendered figure, after its labels are settled.
fn label_boxes(f: &Figure) -> Vec<(String, [f64; 4])> {
    let mut f = f.clone();
    f.settle_labels();
    f.elements
        .iter()
        .filter_map(|e| match e {
            Element::Text {
                at,
                text,
                size,
                anchor,
                bold,
                ..
            } => {
                let w = text_width(text, *size, *bold);
                let x0 = match anchor {
                    Anchor::Start => at.x,
                    Anchor::Middle => at.x - w / 2.0,
                    Anchor::End => at.x - w,
                };
                let b = at.y + size / 3.0;
                Some((
                    text.clone(),
                    [x0, b - CAP_HEIGHT * size, x0 + w, b + DESCENT * size],
                ))
            }
            _ => None,
        })
        .collect()
}

fn assert_no_overlap(f: &Figure) {
    let boxes = label_boxes(f);
    for (i, (a, p)) in boxes.iter().enumerate() {
        for (b, q) in &boxes[i + 1..] {
            let apart = p[2] <= q[0] || q[2] <= p[0] || p[3] <= q[1] || q[3] <= p[1];
            assert!(apart, "{a} overlaps {b}");
        }
    }
}

fn every_region_named_with_every_capital() -> Marks {
    Marks {
        highlight: vec![0, 9],
        labels: REGIONS
            .iter()
            .enumerate()
            .map(|(i, r)| (i, r.fr.to_owned()))
            .collect(),
        cities: CITIES.iter().map(|c| (*c, c.name.to_owned())).collect(),
    }
}

#[test]
fn labels_never_overlap_even_with_every_name_and_city() {
    assert_no_overlap(&france_map(&every_region_named_with_every_capital()));
    let numbered = Marks {
        labels: (0..13).map(|i| (i, (i + 1).to_string())).collect(),
        cities: CITIES[..13]
            .iter()
            .map(|c| (*c, c.name.to_owned()))
            .collect(),
        ..Marks::default()
    };
    assert_no_overlap(&france_map(&numbered));
    let continents = Marks {
        highlight: vec![2],
        labels: CONTINENTS
            .iter()
            .enumerate()
            .map(|(i, c)| (i, c.fr.to_owned()))
            .collect(),
        cities: Vec::new(),
    };
    assert_no_overlap(&world_map(&continents));
}

#[test]
fn maps_render_well_formed_svg_with_their_alt_text() {
    let m = every_region_named_with_every_capital();
    let svg = france_map(&m).to_svg(&alt_fr(false, &m));
    assert!(check_xml(&svg).is_ok());
    assert!(svg.contains("<title>Carte de la France métropolitaine et de ses 13 régions, des régions coloriées en orange"));
    let m = Marks {
        highlight: vec![1],
        ..Marks::default()
    };
    assert_eq!(
        alt_en(true, &m),
        "World map of the continents, one continent coloured orange."
    );
    let svg = world_map(&m).to_svg(&alt_en(true, &m));
    assert!(check_xml(&svg).is_ok());
    // the shapes are data, not fetched: a map is a few tens of kilobytes
    assert!(svg.len() < 40_000, "{}", svg.len());
}

/// Writes the maps to /tmp to look at them (`cargo test ... write_maps -- --ignored`).
#[test]
#[ignore]
fn write_maps() {
    let m = every_region_named_with_every_capital();
    std::fs::write(
        "/tmp/map_france.svg",
        france_map(&m).to_svg(&alt_fr(false, &m)),
    )
    .unwrap();
    let m = Marks {
        highlight: vec![3],
        labels: (0..13).map(|i| (i, (i + 1).to_string())).collect(),
        cities: CITIES[..13]
            .iter()
            .map(|c| (*c, c.name.to_owned()))
            .collect(),
    };
    std::fs::write(
        "/tmp/map_france_n.svg",
        france_map(&m).to_svg(&alt_fr(false, &m)),
    )
    .unwrap();
    let m = Marks {
        highlight: vec![0],
        labels: CONTINENTS
            .iter()
            .enumerate()
            .map(|(i, c)| (i, c.fr.to_owned()))
            .collect(),
        cities: Vec::new(),
    };
    std::fs::write(
        "/tmp/map_world.svg",
        world_map(&m).to_svg(&alt_fr(true, &m)),
    )
    .unwrap();
}
