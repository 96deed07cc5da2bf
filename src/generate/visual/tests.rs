//! Every figure builder renders well-formed SVG.

use super::*;
use crate::generate::figure::check_xml;

#[test]
fn every_builder_is_well_formed() {
    let lbl = |v: f64| format!("{v}");
    let figs = vec![
        number_line(0.0, 2.0, 0.1, 5, &lbl, &[("A".into(), 1.3)]),
        fraction_bars(&[(4, 3, "3/4".into()), (3, 5, "5/3".into())]),
        fraction_disc(8, 3),
        right_triangle(
            ["A", "B", "C"],
            3.0,
            4.0,
            [Some("3 cm".into()), Some("4 cm".into()), Some("?".into())],
            Some("37°".into()),
        ),
        thales(
            ["A", "B", "C", "M", "N"],
            0.4,
            false,
            [
                Some("2".into()),
                Some("5".into()),
                Some("?".into()),
                Some("7".into()),
                None,
                None,
            ],
        ),
        thales(
            ["A", "B", "C", "M", "N"],
            0.5,
            true,
            [
                Some("2".into()),
                Some("5".into()),
                Some("?".into()),
                Some("7".into()),
                None,
                None,
            ],
        ),
        function_graph(
            (-5, 5, -4, 6),
            &|x| 2.0 * x - 1.0,
            "f",
            &[("A".into(), 1.0, 1.0)],
        ),
        plane_points(
            (-2, 6, -2, 5),
            &[("A".into(), 1.0, 1.0), ("B".into(), 4.0, 5.0)],
            true,
        ),
        bar_chart(
            &[("Lun".into(), 12.0), ("Mar".into(), 7.0)],
            2.0,
            true,
            "Effectif",
        ),
        probability_tree(
            &[("R".into(), "3/5".into()), ("B".into(), "2/5".into())],
            &[("R".into(), "3/5".into()), ("B".into(), "2/5".into())],
        ),
        urn(&[(3, RED), (2, BLUE)]),
        circuit("R = 100 Ω", "U = ?", "I = 0,2 A"),
        conversion_table(&["km", "hm", "dam", "m", "dm", "cm", "mm"], "25", "3", 3),
        formula_triangle("d", "v", "t", &["d = 120 km".into()]),
        card("Calcul", &["2³ × 2²".into()]),
        posed_operation(&["12,5".into(), "3,75".into()], "+", ','),
        division_layout("125", "7"),
        percent_bar(25.0, "25 %", "80 €"),
        table(&[vec!["x".into(), "1".into()], vec!["y".into(), "?".into()]]),
        balance("3x + 5", "20"),
        area_model("3", &["2x".into(), "5".into()]),
        rectangle(8.0, 5.0, "8 cm", "5 cm"),
        triangle_with_height("6 cm", "4 cm"),
        parallelogram("6 cm", "4 cm"),
        disc("r = 3 cm", false),
        cuboid("5 cm", "3 cm", "2 cm"),
        cylinder("r", "h", 1.0),
        cylinder("r", "h", 0.2),
        cylinder("r", "h", 6.0),
        cone_or_pyramid(true, "c", "h", 1.0),
        cone_or_pyramid(true, "c = 12 cm", "h = 4 cm", 1.0 / 3.0),
        cone_or_pyramid(true, "c = 3 cm", "h = 15 cm", 5.0),
        prism("4 cm", "3 cm", "10 cm", [4.0, 3.0, 10.0]),
        prism("12 cm", "5 cm", "2 cm", [12.0, 5.0, 2.0]),
        prism("2 cm", "9 cm", "3 cm", [2.0, 9.0, 3.0]),
        prism("6 cm", "6 cm", "30 cm", [6.0, 6.0, 30.0]),
        cone_or_pyramid(false, "r", "h", 2.0),
        cone_or_pyramid(false, "r", "h", 0.2),
        cone_or_pyramid(false, "r", "h", 8.0),
        sphere("r"),
        triangle_angles(
            ["A", "B", "C"],
            [50.0, 60.0, 70.0],
            [Some("50°".into()), Some("60°".into()), Some("?".into())],
        ),
        adjacent_angles(180.0, 70.0, "70°", "?"),
        adjacent_angles(90.0, 30.0, "30°", "?"),
        parallel_angles_marked(65.0, (false, 0), (true, 0), "65°", "?"),
        parallel_angles_marked(65.0, (false, 3), (true, 1), "115°", "?"),
        parallel_angles_marked(140.0, (false, 1), (true, 2), "140°", "?"),
        protractor(20.0, 130.0, "?"),
        sphere_section(0.6, "3 cm", "5 cm", "?"),
        weight_diagram("Terre", "m = 5 kg", "P"),
        flask(&["V = 250 mL".into()]),
        scaling(2.0, "a", "b", "× 2"),
        scaling(0.5, "a", "b", "× 0,5"),
        square_area("49 cm²", "?"),
        journey("A", "B", &["d = 12 km".into()]),
    ];
    for f in figs {
        let svg = f.to_svg("alt");
        assert_eq!(check_xml(&svg), Ok("svg".to_owned()), "{svg}");
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
    }
}

/// A triangle given by its sides is drawn to scale, and codes no angle: the converse of
/// Pythagoras' theorem asks whether it is right-angled.
#[test]
fn a_triangle_from_its_sides_is_to_scale_and_codes_no_angle() {
    for sides in [[30.0, 40.0, 50.0], [30.0, 40.0, 45.0], [52.0, 31.0, 60.0]] {
        let [ab, bc, ac] = sides;
        let f = triangle_from_sides(["A", "B", "C"], ab, bc, ac, [None, None, None]);
        let polygons: Vec<&Vec<crate::generate::figure::Point>> = f
            .elements
            .iter()
            .filter_map(|e| match e {
                crate::generate::figure::Element::Polygon { points, .. } => Some(points),
                _ => None,
            })
            .collect();
        assert_eq!(polygons.len(), 1);
        let [a, b, c] = [polygons[0][0], polygons[0][1], polygons[0][2]];
        let d = |p: crate::generate::figure::Point, q: crate::generate::figure::Point| {
            ((p.x - q.x).powi(2) + (p.y - q.y).powi(2)).sqrt()
        };
        let k = d(b, c) / bc;
        assert!((d(a, b) / ab - k).abs() < 1e-6 * k, "{sides:?}");
        assert!((d(a, c) / ac - k).abs() < 1e-6 * k, "{sides:?}");
        assert!(
            !f.elements
                .iter()
                .any(|e| matches!(e, crate::generate::figure::Element::Polyline { .. })),
            "no right-angle mark"
        );
        assert_eq!(check_xml(&f.to_svg("triangle")), Ok("svg".to_owned()));
    }
}
