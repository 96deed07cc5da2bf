//! The histoire-géographie banks against the map and the curriculum.

use super::geo3::{MAP_REGIONS, REGIONS_MAP};
use crate::generate::visual::map;

#[test]
fn the_numbered_regions_of_the_map_point_inside_their_region() {
    assert_eq!(REGIONS_MAP.parts.len(), MAP_REGIONS.len());
    for (part, &i) in REGIONS_MAP.parts.iter().zip(&MAP_REGIONS) {
        assert_eq!(part.at, map::france_mark(i, 50.0, 10.0), "{}", part.name[0]);
        let name = part.name[1];
        assert_eq!(name, map::REGIONS[i].en, "{}", part.name[0]);
        assert!(part.name[0].ends_with(map::REGIONS[i].fr));
    }
}

#[test]
fn every_bank_names_a_chapter_of_the_curriculum() {
    let c = crate::domain::curriculum::curriculum();
    for b in super::BANKS {
        assert!(c.chapter(b.chapter).is_some(), "{}", b.chapter);
    }
}
