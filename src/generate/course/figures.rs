//! The figures of the built-in course writer: for a notion that has a natural picture (a
//! number line, a right triangle, a fraction disc, a function's graph, a bar chart, a
//! circuit…), a drawing from the exams' visual engine (`generate::visual`) with its alt text
//! and a caption that reads it, placed in a lesson right after the notion's rule.
//!
//! Every figure is drawn with fixed, hand-chosen values, and its caption says what the
//! student sees in it: the values of the caption are the ones drawn or labelled, and every
//! calculation in it is exact (the course's content check reads them).

use super::knowledge;
use super::text::typo;
use crate::domain::course::Block;
use crate::domain::question::Language;
use crate::generate::figure::Figure;
use crate::generate::visual::{self, BLUE, RED};

/// French and English.
type Pair = [&'static str; 2];

/// The figure of `notion` of `chapter` in `lang`, if the notion has one.
pub(crate) fn figure(chapter: &str, notion: &str, lang: Language) -> Option<Block> {
    let (fig, alt, caption) = drawing(chapter, notion, lang)?;
    let pick = |x: Pair| match lang {
        Language::Fr => typo(x[0], lang),
        Language::En => typo(x[1], lang),
    };
    Some(Block::Figure {
        visual: visual::visual(&fig, pick(alt)),
        caption: pick(caption),
    })
}

/// Whether `notion` of `chapter` has a figure.
pub(crate) fn has_figure(chapter: &str, notion: &str) -> bool {
    drawing(chapter, notion, Language::Fr).is_some()
}

/// Labels in the figure itself, by language.
fn l(lang: Language, x: Pair) -> String {
    match lang {
        Language::Fr => typo(x[0], lang),
        Language::En => x[1].to_owned(),
    }
}

fn s(x: &str) -> String {
    x.to_owned()
}

/// An integer label of a graduation (a minus sign, not a hyphen).
fn int_label(v: f64) -> String {
    let n = v.round() as i64;
    if n < 0 {
        format!("−{}", -n)
    } else {
        n.to_string()
    }
}

/// The drawing, its alt text and its caption.
fn drawing(chapter: &str, notion: &str, lang: Language) -> Option<(Figure, Pair, Pair)> {
    // Entries serve several chapters: a figure belongs to the entry (its first chapter).
    let entry = knowledge::entry(chapter)?;
    let key = entry
        .chapters
        .first()?
        .strip_prefix("mathematiques-")
        .map_or_else(
            || {
                entry.chapters[0]
                    .strip_prefix("physique-chimie-")
                    .map(|k| format!("pc-{k}"))
            },
            |k| Some(k.to_owned()),
        )?;
    let none3 = || [None, None, None];
    // the schematics of the physique-chimie fact banks
    if let Some(x) = crate::generate::visual::diagrams::physics::course_figure(&key, notion) {
        return Some(x);
    }
    Some(match (key.as_str(), notion) {
        ("6e-nombres-entiers-et-decimaux", "droite-graduee") => (
            visual::number_line(
                0.0,
                2.0,
                0.1,
                10,
                &int_label,
                &[(s("A"), 0.7), (s("B"), 1.3)],
            ),
            [
                "Droite graduée de 0 à 2, chaque unité partagée en 10 ; le point A est à 0,7 et le point B à 1,3.",
                "Number line from 0 to 2, each unit split into 10; point A is at 0.7 and point B at 1.3.",
            ],
            [
                "L'unité est partagée en 10 dixièmes : A est à 7 dixièmes de 0, son abscisse est 0,7 ; B est à 1 unité et 3 dixièmes de 0, son abscisse est 1,3.",
                "The unit is split into 10 tenths: A is 7 tenths from 0, so it stands for 0.7; B is 1 unit and 3 tenths from 0, so it stands for 1.3.",
            ],
        ),
        ("cm1-nombres-decimaux", "dixiemes-centiemes") => (
            visual::number_line(0.0, 1.0, 0.1, 10, &int_label, &[(s("A"), 0.3)]),
            [
                "Droite graduée de 0 à 1, l'unité partagée en 10 ; le point A est sur la troisième graduation après 0.",
                "Number line from 0 to 1, the unit split into 10; point A is on the third mark after 0.",
            ],
            [
                "L'unité est partagée en 10 dixièmes : le point A est à 3 dixièmes de 0, son abscisse est 3/10 = 0,3.",
                "The unit is split into 10 tenths: point A is 3 tenths from 0, so it stands for 3/10 = 0.3.",
            ],
        ),
        ("5e-nombres-relatifs", "reperage") => (
            visual::number_line(
                -5.0,
                5.0,
                1.0,
                1,
                &int_label,
                &[(s("A"), -3.0), (s("B"), 2.0)],
            ),
            [
                "Droite graduée de −5 à 5 ; le point A est à −3 et le point B à 2.",
                "Number line from −5 to 5; point A is at −3 and point B at 2.",
            ],
            [
                "A a pour abscisse −3 et B a pour abscisse 2 : −3 est à gauche de 2, donc −3 < 2. Le nombre −3 est à 3 unités de 0, comme son opposé 3.",
                "Point A stands for −3 and point B for 2: −3 is to the left of 2, so −3 < 2. The number −3 is 3 units from 0, like its opposite 3.",
            ],
        ),
        ("4e-theoreme-de-pythagore", "hypotenuse") => (
            visual::right_triangle(["A", "B", "C"], 3.0, 4.0, none3(), None),
            [
                "Triangle ABC rectangle en B : l'angle droit est codé en B.",
                "Triangle ABC with its right angle marked at B.",
            ],
            [
                "Le triangle ABC est rectangle en B : son hypoténuse est le côté [AC], opposé à l'angle droit, et c'est le plus long des trois côtés. Le théorème de Pythagore s'écrit AC² = AB² + BC².",
                "Triangle ABC has its right angle at B: its hypotenuse is the side [AC], opposite the right angle, and it is the longest of the three sides. Pythagoras' theorem reads AC² = AB² + BC².",
            ],
        ),
        ("4e-theoreme-de-pythagore", "reciproque") => (
            visual::triangle_from_sides(
                ["D", "E", "F"],
                3.0,
                4.0,
                5.0,
                [Some(s("3 cm")), Some(s("4 cm")), Some(s("5 cm"))],
            ),
            [
                "Triangle DEF avec DE = 3 cm, EF = 4 cm et DF = 5 cm, sans angle codé.",
                "Triangle DEF with DE = 3 cm, EF = 4 cm and DF = 5 cm, no angle marked.",
            ],
            [
                "Le plus long côté est [DF] : DF² = 5² = 25 et DE² + EF² = 3² + 4² = 9 + 16 = 25. L'égalité est vraie, donc le triangle DEF est rectangle en E.",
                "The longest side is [DF]: DF² = 5² = 25 and DE² + EF² = 3² + 4² = 9 + 16 = 25. The equality holds, so triangle DEF has a right angle at E.",
            ],
        ),
        ("3e-trigonometrie", "rapports") => (
            visual::right_triangle(
                ["A", "B", "C"],
                3.0,
                4.0,
                [
                    Some(l(lang, ["adj.", "adj."])),
                    Some(l(lang, ["opposé", "opposite"])),
                    Some(l(lang, ["hypoténuse", "hypotenuse"])),
                ],
                Some(s("α")),
            ),
            [
                "Triangle ABC rectangle en B, l'angle α marqué en A ; [AB] est marqué « adj. » (adjacent), [BC] « opposé » et [AC] « hypoténuse ».",
                "Triangle ABC with its right angle at B and the angle α marked at A; [AB] is marked “adj.” (adjacent), [BC] “opposite” and [AC] “hypotenuse”.",
            ],
            [
                "Dans le triangle ABC rectangle en B, pour l'angle α de sommet A : [AB] est le côté adjacent, [BC] le côté opposé et [AC] l'hypoténuse. Donc cos α = AB/AC, sin α = BC/AC et tan α = BC/AB.",
                "In triangle ABC with its right angle at B, for the angle α at A: [AB] is the adjacent side, [BC] the opposite side and [AC] the hypotenuse. So cos α = AB/AC, sin α = BC/AC and tan α = BC/AB.",
            ],
        ),
        ("4e-theoreme-de-thales", "longueurs") => (
            visual::thales(["A", "B", "C", "M", "N"], 0.6, false, Default::default()),
            [
                "Triangle ABC ; M est sur le côté [AB], N sur le côté [AC] et (MN) est parallèle à (BC).",
                "Triangle ABC; M lies on side [AB], N on side [AC] and (MN) is parallel to (BC).",
            ],
            [
                "M est sur [AB], N est sur [AC] et les droites (MN) et (BC) sont parallèles : d'après le théorème de Thalès, AM/AB = AN/AC = MN/BC.",
                "M lies on [AB], N lies on [AC] and the lines (MN) and (BC) are parallel: by Thales' theorem, AM/AB = AN/AC = MN/BC.",
            ],
        ),
        ("6e-angles", "mesurer") => (
            visual::protractor(0.0, 50.0, "50°"),
            [
                "Rapporteur centré sur le sommet O de l'angle xOy, le 0 sur la demi-droite [Ox) ; la demi-droite [Oy) passe par la graduation 50.",
                "A protractor centred on the vertex O of the angle xOy, its 0 on the ray Ox; the ray Oy goes through the 50 mark.",
            ],
            [
                "Le centre du rapporteur est sur le sommet O et sa graduation 0 sur la demi-droite [Ox) : en partant de ce 0, on lit la mesure de l'angle xOy sur la graduation que coupe [Oy), ici 50°.",
                "The protractor's centre is on the vertex O and its 0 mark on the ray Ox: counting from that 0, the angle xOy is read where the ray Oy crosses the scale, here 50°.",
            ],
        ),
        ("5e-triangles", "somme-des-angles") => (
            visual::triangle_angles(
                ["A", "B", "C"],
                [50.0, 60.0, 70.0],
                [Some(s("50°")), Some(s("60°")), Some(s("70°"))],
            ),
            [
                "Triangle ABC dont les angles mesurent 50° en A, 60° en B et 70° en C.",
                "Triangle ABC whose angles measure 50° at A, 60° at B and 70° at C.",
            ],
            [
                "Dans le triangle ABC, 50° + 60° + 70° = 180° : la somme des mesures des trois angles d'un triangle est toujours 180°.",
                "In triangle ABC, 50° + 60° + 70° = 180°: the three angles of a triangle always add up to 180°.",
            ],
        ),
        ("5e-triangles", "inegalite") => (
            visual::triangle_from_sides(
                ["A", "B", "C"],
                4.0,
                5.0,
                7.0,
                [Some(s("4 cm")), Some(s("5 cm")), Some(s("7 cm"))],
            ),
            [
                "Triangle ABC avec AB = 4 cm, BC = 5 cm et AC = 7 cm.",
                "Triangle ABC with AB = 4 cm, BC = 5 cm and AC = 7 cm.",
            ],
            [
                "Le plus long côté mesure 7 cm et les deux autres ensemble 4 + 5 = 9 cm. Comme 7 < 9, le triangle ABC peut être construit.",
                "The longest side is 7 cm long and the other two together 4 + 5 = 9 cm. As 7 < 9, triangle ABC can be constructed.",
            ],
        ),
        ("5e-angles-et-parallelisme", "parallelisme") => (
            visual::parallel_angles_marked(60.0, (false, 2), (true, 0), "60°", "60°"),
            [
                "Deux droites parallèles (d) et (d′) coupées par une sécante en A et en B ; deux angles alternes-internes de 60° sont marqués en A et en B.",
                "Two parallel lines (d) and (d′) cut by a transversal at A and B; two alternate interior angles of 60° are marked at A and B.",
            ],
            [
                "Les droites (d) et (d′) sont parallèles : les angles alternes-internes marqués en A et en B ont la même mesure, 60°. Inversement, deux angles alternes-internes de même mesure prouvent que les droites sont parallèles.",
                "Lines (d) and (d′) are parallel: the alternate interior angles marked at A and B have the same measure, 60°. Conversely, two equal alternate interior angles prove that the lines are parallel.",
            ],
        ),
        ("6e-fractions", "sens") => (
            visual::fraction_disc(4, 3),
            [
                "Disque partagé en 4 parts égales, dont 3 sont coloriées.",
                "A disc cut into 4 equal parts, 3 of them shaded.",
            ],
            [
                "Le disque est partagé en 4 parts égales et 3 parts sont coloriées : la partie coloriée représente les trois quarts du disque, 3/4.",
                "The disc is cut into 4 equal parts and 3 of them are shaded: the shaded part is three quarters of the disc, 3/4.",
            ],
        ),
        ("6e-fractions", "egalite") => (
            visual::fraction_bars(&[(3, 2, s("2/3")), (6, 4, s("4/6"))]),
            [
                "Deux bandes de même longueur : la première partagée en 3 avec 2 parts coloriées, la seconde partagée en 6 avec 4 parts coloriées.",
                "Two strips of the same length: the first cut into 3 with 2 parts shaded, the second cut into 6 with 4 parts shaded.",
            ],
            [
                "Les deux parties coloriées ont la même longueur : 2/3 = 4/6. On passe de 2/3 à 4/6 en multipliant le numérateur et le dénominateur par 2.",
                "The two shaded parts have the same length: 2/3 = 4/6. Multiplying the numerator and the denominator of 2/3 by 2 gives 4/6.",
            ],
        ),
        ("5e-fractions", "comparer") => (
            visual::fraction_bars(&[(3, 2, s("2/3")), (4, 3, s("3/4"))]),
            [
                "Deux bandes de même longueur : la première partagée en 3 avec 2 parts coloriées, la seconde partagée en 4 avec 3 parts coloriées.",
                "Two strips of the same length: the first cut into 3 with 2 parts shaded, the second cut into 4 with 3 parts shaded.",
            ],
            [
                "La partie coloriée de la seconde bande est la plus longue : 2/3 < 3/4. Par le calcul, avec le même dénominateur : 2/3 = 8/12 et 3/4 = 9/12.",
                "The shaded part of the second strip is the longer: 2/3 < 3/4. With a common denominator: 2/3 = 8/12 and 3/4 = 9/12.",
            ],
        ),
        ("cm1-fractions", "fraction") => (
            visual::fraction_disc(8, 3),
            [
                "Disque partagé en 8 parts égales, dont 3 sont coloriées.",
                "A disc cut into 8 equal parts, 3 of them shaded.",
            ],
            [
                "Le disque est partagé en 8 parts égales et 3 parts sont coloriées : la partie coloriée représente trois huitièmes du disque, 3/8.",
                "The disc is cut into 8 equal parts and 3 of them are shaded: the shaded part is three eighths of the disc, 3/8.",
            ],
        ),
        ("6e-perimetres-et-aires", "aire") => (
            visual::rectangle(6.0, 4.0, "6 cm", "4 cm"),
            [
                "Rectangle de longueur 6 cm et de largeur 4 cm.",
                "A rectangle 6 cm long and 4 cm wide.",
            ],
            [
                "Ce rectangle de longueur 6 cm et de largeur 4 cm a pour aire 6 × 4 = 24 cm² et pour périmètre 2 × (6 + 4) = 20 cm : l'aire se mesure en cm², le périmètre en cm.",
                "This rectangle, 6 cm long and 4 cm wide, has an area of 6 × 4 = 24 cm² and a perimeter of 2 × (6 + 4) = 20 cm: the area is measured in cm², the perimeter in cm.",
            ],
        ),
        ("cm2-aires", "aire-rectangle") => (
            visual::unit_grid(6, 4, 24),
            [
                "Rectangle recouvert de 4 rangées de 6 carreaux unités.",
                "A rectangle covered by 4 rows of 6 unit squares.",
            ],
            [
                "Le rectangle est recouvert de 4 rangées de 6 carreaux : 4 × 6 = 24. Son aire est de 24 carreaux unités.",
                "The rectangle is covered by 4 rows of 6 squares: 4 × 6 = 24. Its area is 24 unit squares.",
            ],
        ),
        ("ce1-multiplication", "produit") => (
            visual::unit_grid(5, 3, 15),
            [
                "Quadrillage de 3 rangées de 5 carreaux, tous coloriés.",
                "A grid of 3 rows of 5 squares, all shaded.",
            ],
            [
                "3 rangées de 5 carreaux : 5 + 5 + 5 = 15, et plus vite 3 × 5 = 15 carreaux.",
                "3 rows of 5 squares: 5 + 5 + 5 = 15, and faster 3 × 5 = 15 squares.",
            ],
        ),
        ("ce2-perimetres", "perimetre") => (
            visual::regular_polygon(4, "3 cm"),
            [
                "Carré dont chaque côté mesure 3 cm.",
                "A square whose sides are each 3 cm long.",
            ],
            [
                "Le périmètre est la longueur du tour de la figure : pour ce carré de 3 cm de côté, 3 + 3 + 3 + 3 = 12 cm.",
                "The perimeter is the length of the way round the shape: for this square with 3 cm sides, 3 + 3 + 3 + 3 = 12 cm.",
            ],
        ),
        ("5e-perimetres-et-aires", "triangle") => (
            visual::triangle_with_height("b = 6 cm", "h = 4 cm"),
            [
                "Triangle de base b = 6 cm et de hauteur h = 4 cm, la hauteur en pointillés, perpendiculaire à la base.",
                "A triangle with base b = 6 cm and height h = 4 cm, the height dashed, perpendicular to the base.",
            ],
            [
                "La hauteur est perpendiculaire à la base : l'aire du triangle est la moitié de base × hauteur, soit (6 × 4) ÷ 2 = 12 cm².",
                "The height is perpendicular to the base: the triangle's area is half of base × height, (6 × 4) ÷ 2 = 12 cm².",
            ],
        ),
        ("5e-perimetres-et-aires", "parallelogramme") => (
            visual::parallelogram("b = 5 cm", "h = 3 cm"),
            [
                "Parallélogramme de base b = 5 cm et de hauteur h = 3 cm, la hauteur en pointillés.",
                "A parallelogram with base b = 5 cm and height h = 3 cm, the height dashed.",
            ],
            [
                "L'aire d'un parallélogramme est base × hauteur, la hauteur étant perpendiculaire à la base : 5 × 3 = 15 cm².",
                "The area of a parallelogram is base × height, the height being perpendicular to the base: 5 × 3 = 15 cm².",
            ],
        ),
        ("5e-perimetres-et-aires", "disque") => (
            visual::disc("r = 3 cm", false),
            [
                "Disque de centre marqué et de rayon r = 3 cm.",
                "A disc with its centre marked and radius r = 3 cm.",
            ],
            [
                "Pour ce disque de rayon 3 cm : périmètre 2 × π × 3 ≈ 18,85 cm et aire π × 3² ≈ 28,27 cm² (valeurs arrondies au centième).",
                "For this disc of radius 3 cm: circumference 2 × π × 3 ≈ 18.85 cm and area π × 3² ≈ 28.27 cm² (rounded to the hundredth).",
            ],
        ),
        ("6e-volume-du-pave-droit", "volume") => (
            visual::cuboid("5 cm", "3 cm", "2 cm"),
            [
                "Pavé droit de longueur 5 cm, de largeur 3 cm et de hauteur 2 cm.",
                "A cuboid 5 cm long, 3 cm wide and 2 cm high.",
            ],
            [
                "Volume du pavé droit : longueur × largeur × hauteur, soit 5 × 3 × 2 = 30 cm³. On peut y ranger 30 cubes de 1 cm d'arête.",
                "Volume of the cuboid: length × width × height, 5 × 3 × 2 = 30 cm³. It holds 30 cubes with 1 cm edges.",
            ],
        ),
        ("5e-volumes", "prisme") => (
            visual::prism("3 cm", "4 cm", "10 cm", [3.0, 4.0, 10.0]),
            [
                "Prisme droit de hauteur 10 cm dont la base est un triangle rectangle de côtés de l'angle droit 3 cm et 4 cm.",
                "A right prism 10 cm high whose base is a right triangle with legs 3 cm and 4 cm.",
            ],
            [
                "La base est un triangle rectangle d'aire (3 × 4) ÷ 2 = 6 cm² et la hauteur du prisme est 10 cm : V = aire de la base × hauteur, soit 6 × 10 = 60 cm³.",
                "The base is a right triangle of area (3 × 4) ÷ 2 = 6 cm² and the prism is 10 cm high: V = base area × height, 6 × 10 = 60 cm³.",
            ],
        ),
        ("5e-volumes", "cylindre") => (
            visual::cylinder("r = 2 cm", "h = 5 cm", 2.5),
            [
                "Cylindre de rayon r = 2 cm et de hauteur h = 5 cm.",
                "A cylinder with radius r = 2 cm and height h = 5 cm.",
            ],
            [
                "La base est un disque de rayon 2 cm, d'aire π × 2² ≈ 12,57 cm² ; V = aire de la base × hauteur, soit π × 2² × 5 ≈ 62,83 cm³ (valeurs arrondies au centième).",
                "The base is a disc of radius 2 cm, of area π × 2² ≈ 12.57 cm²; V = base area × height, π × 2² × 5 ≈ 62.83 cm³ (rounded to the hundredth).",
            ],
        ),
        ("3e-sphere-et-boule", "sphere") => (
            visual::sphere("r"),
            [
                "Sphère dont le centre est marqué, avec un rayon r.",
                "A sphere with its centre marked and a radius r.",
            ],
            [
                "Tous les points de la sphère sont à la même distance r de son centre : r est le rayon. La boule de même centre et de même rayon est la sphère avec tout son intérieur.",
                "Every point of the sphere is at the same distance r from its centre: r is the radius. The ball with the same centre and radius is the sphere with all its inside.",
            ],
        ),
        ("3e-agrandissement-et-reduction", "effet") => (
            visual::scaling(2.0, "3 cm × 2 cm", "6 cm × 4 cm", "× 2"),
            [
                "Un rectangle de 3 cm sur 2 cm et son agrandissement de rapport 2, un rectangle de 6 cm sur 4 cm.",
                "A 3 cm by 2 cm rectangle and its enlargement by a factor of 2, a 6 cm by 4 cm rectangle.",
            ],
            [
                "Les longueurs sont multipliées par 2 : le rectangle de 3 cm sur 2 cm devient un rectangle de 6 cm sur 4 cm. Son aire passe de 6 cm² à 24 cm² : elle est multipliée par 2² = 4.",
                "Lengths are multiplied by 2: the 3 cm by 2 cm rectangle becomes a 6 cm by 4 cm rectangle. Its area goes from 6 cm² to 24 cm²: it is multiplied by 2² = 4.",
            ],
        ),
        ("3e-notion-de-fonction", "representation") => (
            visual::function_graph((-4, 4, -4, 6), &|x| x * x - 3.0, "f", &[(s("A"), 2.0, 1.0)]),
            [
                "Courbe d'une fonction f dans un repère ; le point A de coordonnées (2 ; 1) est sur la courbe.",
                "The graph of a function f on axes; the point A with coordinates (2, 1) is on the curve.",
            ],
            [
                "Le point A(2 ; 1) est sur la courbe de f : l'image de 2 par f est 1, on écrit f(2) = 1, et 2 est un antécédent de 1.",
                "The point A(2, 1) is on the graph of f: the image of 2 under f is 1, written f(2) = 1, and 2 is a preimage of 1.",
            ],
        ),
        ("3e-fonctions-lineaires-et-affines", "affine") => (
            visual::function_graph(
                (-4, 4, -3, 5),
                &|x| 0.5 * x + 1.0,
                "f",
                &[(s("A"), 0.0, 1.0), (s("B"), 2.0, 2.0)],
            ),
            [
                "Droite représentant une fonction affine f, passant par A(0 ; 1) et B(2 ; 2).",
                "The line of an affine function f through A(0, 1) and B(2, 2).",
            ],
            [
                "La fonction affine f(x) = 0,5x + 1 est représentée par une droite : elle passe par A(0 ; 1), car f(0) = 1, l'ordonnée à l'origine, et par B(2 ; 2), car 0,5 × 2 + 1 = 2.",
                "The affine function f(x) = 0.5x + 1 is drawn as a straight line: it goes through A(0, 1), as f(0) = 1, the y-intercept, and through B(2, 2), as 0.5 × 2 + 1 = 2.",
            ],
        ),
        ("2de-fonctions-affines", "sens-de-variation") => (
            visual::function_graph(
                (-2, 4, -3, 6),
                &|x| -2.0 * x + 3.0,
                "f",
                &[(s("A"), 0.0, 3.0), (s("B"), 1.0, 1.0)],
            ),
            [
                "Droite descendante représentant f(x) = −2x + 3, passant par A(0 ; 3) et B(1 ; 1).",
                "A falling line, the graph of f(x) = −2x + 3, through A(0, 3) and B(1, 1).",
            ],
            [
                "Pour f(x) = −2x + 3, le coefficient directeur −2 est négatif : la droite descend et f est décroissante. De A à B, x augmente de 1 et f(x) diminue de 2.",
                "For f(x) = −2x + 3, the slope −2 is negative: the line falls and f is decreasing. From A to B, x increases by 1 and f(x) decreases by 2.",
            ],
        ),
        ("2de-generalites-sur-les-fonctions", "variations") => (
            visual::function_graph(
                (-3, 3, -3, 7),
                &|x| x * x - 2.0,
                "f",
                &[(s("S"), 0.0, -2.0)],
            ),
            [
                "Courbe d'une fonction f sur [−3 ; 3], qui descend jusqu'au point S(0 ; −2) puis remonte.",
                "The graph of a function f on [−3, 3], falling down to the point S(0, −2) then rising.",
            ],
            [
                "Sur [−3 ; 3], f est décroissante sur [−3 ; 0] puis croissante sur [0 ; 3] : son minimum, −2, est atteint en 0, au point S.",
                "On [−3, 3], f is decreasing on [−3, 0] then increasing on [0, 3]: its minimum, −2, is reached at 0, at the point S.",
            ],
        ),
        ("1re-second-degre", "discriminant") => (
            visual::function_graph(
                (-3, 5, -5, 6),
                &|x| x * x - 2.0 * x - 3.0,
                "f",
                &[(s("A"), -1.0, 0.0), (s("B"), 3.0, 0.0)],
            ),
            [
                "Parabole de f(x) = x² − 2x − 3, qui coupe l'axe des abscisses en A(−1 ; 0) et B(3 ; 0).",
                "The parabola of f(x) = x² − 2x − 3, crossing the x-axis at A(−1, 0) and B(3, 0).",
            ],
            [
                "Pour f(x) = x² − 2x − 3, Δ = (−2)² − 4 × 1 × (−3) = 16 > 0 : le trinôme a deux racines, −1 et 3, les abscisses des points A et B où la parabole coupe l'axe des abscisses.",
                "For f(x) = x² − 2x − 3, Δ = (−2)² − 4 × 1 × (−3) = 16 > 0: the quadratic has two roots, −1 and 3, where the parabola crosses the x-axis at A and B.",
            ],
        ),
        ("1re-fonction-exponentielle", "relation-fonctionnelle") => (
            visual::function_graph(
                (-3, 2, -1, 8),
                &f64::exp,
                "exp",
                &[
                    (s("A"), 0.0, 1.0),
                    (s("B"), 1.0, 1f64.exp()),
                    (s("C"), 2.0, 2f64.exp()),
                ],
            ),
            [
                "Courbe de la fonction exponentielle, au-dessus de l'axe des abscisses, passant par A(0 ; 1), B(1 ; e) et C(2 ; e²).",
                "The graph of the exponential function, above the x-axis, through A(0, 1), B(1, e) and C(2, e²).",
            ],
            [
                "La courbe passe par A(0 ; 1), car exp(0) = 1, par B(1 ; e), avec e ≈ 2,718, et par C(2 ; e²) : exp(1 + 1) = exp(1) × exp(1) = e², environ 7,39. Elle reste au-dessus de l'axe des abscisses, car exp(x) > 0.",
                "The curve goes through A(0, 1), as exp(0) = 1, through B(1, e), with e ≈ 2.718, and through C(2, e²): exp(1 + 1) = exp(1) × exp(1) = e², about 7.39. It stays above the x-axis, as exp(x) > 0.",
            ],
        ),
        ("tle-fonction-logarithme", "proprietes-ln") => (
            visual::function_graph(
                (-1, 8, -3, 3),
                &f64::ln,
                "ln",
                &[(s("A"), 1.0, 0.0), (s("B"), 1f64.exp(), 1.0)],
            ),
            [
                "Courbe de la fonction logarithme népérien, définie pour x > 0, passant par A(1 ; 0) et B(e ; 1).",
                "The graph of the natural logarithm, defined for x > 0, through A(1, 0) and B(e, 1).",
            ],
            [
                "La courbe de ln passe par A(1 ; 0), car ln(1) = 0, et par B(e ; 1), car ln(e) = 1 ; la fonction ln est strictement croissante sur ]0 ; +∞[.",
                "The graph of ln goes through A(1, 0), as ln(1) = 0, and through B(e, 1), as ln(e) = 1; the function ln is strictly increasing on (0, +∞).",
            ],
        ),
        ("2de-geometrie-reperee", "distance") => (
            visual::plane_points(
                (-1, 6, -1, 6),
                &[(s("A"), 1.0, 1.0), (s("B"), 4.0, 5.0)],
                true,
            ),
            [
                "Repère orthonormé avec les points A(1 ; 1) et B(4 ; 5), et en pointillés les côtés de l'angle droit d'un triangle rectangle d'hypoténuse [AB].",
                "Axes with the points A(1, 1) and B(4, 5), and dashed the legs of a right triangle whose hypotenuse is [AB].",
            ],
            [
                "Les côtés de l'angle droit mesurent 4 − 1 = 3 et 5 − 1 = 4 : d'après le théorème de Pythagore, AB² = 3² + 4² = 25, donc AB = 5.",
                "The legs measure 4 − 1 = 3 and 5 − 1 = 4: by Pythagoras' theorem, AB² = 3² + 4² = 25, so AB = 5.",
            ],
        ),
        ("6e-representations-de-donnees", "lire") => (
            visual::bar_chart(
                &[
                    (l(lang, ["Football", "Football"]), 8.0),
                    (l(lang, ["Basket", "Basketball"]), 5.0),
                    (l(lang, ["Natation", "Swimming"]), 6.0),
                    (l(lang, ["Tennis", "Tennis"]), 3.0),
                ],
                1.0,
                false,
                &l(lang, ["Nombre d'élèves", "Number of pupils"]),
            ),
            [
                "Diagramme en barres du sport préféré des élèves d'une classe : football 8, basket 5, natation 6, tennis 3.",
                "Bar chart of a class's favourite sports: football 8, basketball 5, swimming 6, tennis 3.",
            ],
            [
                "Chaque barre donne le nombre d'élèves qui préfèrent un sport : la plus haute, celle du football, monte à 8. La classe compte 8 + 5 + 6 + 3 = 22 élèves.",
                "Each bar gives the number of pupils who prefer a sport: the highest, football, reaches 8. The class has 8 + 5 + 6 + 3 = 22 pupils.",
            ],
        ),
        ("5e-probabilites", "equiprobabilite") => (
            visual::urn(&[(3, RED), (2, BLUE)]),
            [
                "Urne contenant 5 boules : 3 rouges et 2 bleues.",
                "An urn holding 5 balls: 3 red and 2 blue.",
            ],
            [
                "L'urne contient 5 boules indiscernables au toucher, 3 rouges et 2 bleues : chaque boule a la même chance d'être tirée, donc la probabilité de tirer une boule rouge est 3/5.",
                "The urn holds 5 balls that feel the same, 3 red and 2 blue: each ball is as likely to be drawn, so the probability of drawing a red ball is 3/5.",
            ],
        ),
        ("3e-probabilites", "deux-epreuves") => {
            let sides = |h: &str, t: &str| vec![(s(h), s("1/2")), (s(t), s("1/2"))];
            let (h, t) = match lang {
                Language::Fr => ("P", "F"),
                Language::En => ("H", "T"),
            };
            (
                visual::probability_tree(&sides(h, t), &sides(h, t)),
                [
                    "Arbre de deux lancers d'une pièce équilibrée : P (pile) ou F (face), chaque branche de probabilité 1/2.",
                    "Tree of two tosses of a fair coin: H (heads) or T (tails), each branch with probability 1/2.",
                ],
                [
                    "On lance deux fois une pièce équilibrée : chaque chemin de l'arbre est une issue. La probabilité d'obtenir pile puis face est le produit des probabilités du chemin, 1/2 × 1/2 = 1/4.",
                    "A fair coin is tossed twice: each path of the tree is an outcome. The probability of heads then tails is the product of the probabilities along the path, 1/2 × 1/2 = 1/4.",
                ],
            )
        }
        ("6e-proportionnalite-et-pourcentages", "proportionnalite") => (
            visual::table(&[
                vec![
                    l(lang, ["Nombre de cahiers", "Number of exercise books"]),
                    s("1"),
                    s("3"),
                    s("5"),
                ],
                vec![l(lang, ["Prix (€)", "Price (€)"]), s("2"), s("6"), s("10")],
            ]),
            [
                "Tableau : 1 cahier coûte 2 €, 3 cahiers 6 €, 5 cahiers 10 €.",
                "Table: 1 exercise book costs €2, 3 books €6, 5 books €10.",
            ],
            [
                "Le prix est proportionnel au nombre de cahiers : on passe de chaque nombre de la première ligne à celui de la seconde en multipliant par 2, le coefficient de proportionnalité (3 × 2 = 6 et 5 × 2 = 10).",
                "The price is proportional to the number of books: each number of the first row times 2, the constant of proportionality, gives the one below it (3 × 2 = 6 and 5 × 2 = 10).",
            ],
        ),
        ("6e-proportionnalite-et-pourcentages", "pourcentage") => (
            visual::percent_bar(25.0, &l(lang, ["25 %", "25%"]), &l(lang, ["100 %", "100%"])),
            [
                "Bande représentant 100 %, dont 25 % sont coloriés, soit le quart de la bande.",
                "A strip standing for 100%, 25% of it shaded, a quarter of the strip.",
            ],
            [
                "25 %, c'est 25 parts sur 100, soit le quart du tout : 25 % de 80 € font 80 × 25 ÷ 100 = 20 €.",
                "25% means 25 parts out of 100, a quarter of the whole: 25% of €80 is 80 × 25 ÷ 100 = €20.",
            ],
        ),
        ("5e-proportionnalite-et-pourcentages", "coefficient") => (
            visual::table(&[
                vec![l(lang, ["Masse (kg)", "Mass (kg)"]), s("2"), s("3"), s("7")],
                vec![
                    l(lang, ["Prix (€)", "Price (€)"]),
                    s("5"),
                    l(lang, ["7,5", "7.5"]),
                    l(lang, ["17,5", "17.5"]),
                ],
            ]),
            [
                "Tableau : 2 kg coûtent 5 €, 3 kg 7,5 €, 7 kg 17,5 €.",
                "Table: 2 kg cost €5, 3 kg €7.5, 7 kg €17.5.",
            ],
            [
                "Chaque prix s'obtient en multipliant la masse par 2,5 : 2 × 2,5 = 5 ; 3 × 2,5 = 7,5 et 7 × 2,5 = 17,5. Le coefficient de proportionnalité 2,5 est le prix d'un kilogramme, en euros.",
                "Each price is the mass times 2.5: 2 × 2.5 = 5, 3 × 2.5 = 7.5 and 7 × 2.5 = 17.5. The constant of proportionality 2.5 is the price of one kilogram, in euros.",
            ],
        ),
        ("cm2-proportionnalite", "proportion") => (
            visual::table(&[
                vec![
                    l(lang, ["Nombre de paquets", "Number of packets"]),
                    s("1"),
                    s("2"),
                    s("4"),
                ],
                vec![
                    l(lang, ["Nombre de biscuits", "Number of biscuits"]),
                    s("12"),
                    s("24"),
                    s("48"),
                ],
            ]),
            [
                "Tableau : 1 paquet contient 12 biscuits, 2 paquets 24 biscuits, 4 paquets 48 biscuits.",
                "Table: 1 packet holds 12 biscuits, 2 packets 24 biscuits, 4 packets 48 biscuits.",
            ],
            [
                "Quand le nombre de paquets double, le nombre de biscuits double aussi : 2 paquets contiennent 2 × 12 = 24 biscuits et 4 paquets 4 × 12 = 48 biscuits.",
                "When the number of packets doubles, so does the number of biscuits: 2 packets hold 2 × 12 = 24 biscuits and 4 packets 4 × 12 = 48 biscuits.",
            ],
        ),
        ("cp-nombres-jusqu-a-100", "valeur-de-position") if chapter.contains("-cp-") => (
            visual::base_ten_blocks(
                0,
                4,
                7,
                [
                    "",
                    &l(lang, ["4 dizaines", "4 tens"]),
                    &l(lang, ["7 unités", "7 ones"]),
                ],
            ),
            [
                "4 barres de dix cubes et 7 cubes isolés.",
                "4 rods of ten cubes and 7 single cubes.",
            ],
            [
                "4 dizaines et 7 unités : 40 + 7 = 47. Le chiffre des dizaines est 4, le chiffre des unités est 7.",
                "4 tens and 7 ones: 40 + 7 = 47. The tens digit is 4 and the ones digit is 7.",
            ],
        ),
        ("cp-nombres-jusqu-a-100", "valeur-de-position") => (
            visual::base_ten_blocks(
                2,
                4,
                7,
                [
                    &l(lang, ["2 centaines", "2 hundreds"]),
                    &l(lang, ["4 dizaines", "4 tens"]),
                    &l(lang, ["7 unités", "7 ones"]),
                ],
            ),
            [
                "2 plaques de cent cubes, 4 barres de dix cubes et 7 cubes isolés.",
                "2 flats of a hundred cubes, 4 rods of ten cubes and 7 single cubes.",
            ],
            [
                "2 centaines, 4 dizaines et 7 unités : 200 + 40 + 7 = 247. Dans 247, le chiffre 2 vaut 200, le chiffre 4 vaut 40 et le chiffre 7 vaut 7.",
                "2 hundreds, 4 tens and 7 ones: 200 + 40 + 7 = 247. In 247 the digit 2 is worth 200, the digit 4 is worth 40 and the digit 7 is worth 7.",
            ],
        ),
        ("pc-4e-loi-d-ohm", "loi") => (
            visual::circuit("R = 100 Ω", "U = 6 V", "I"),
            [
                "Circuit en série : un générateur, une résistance R = 100 Ω et un ampèremètre qui mesure l'intensité I ; un voltmètre branché aux bornes de la résistance indique U = 6 V.",
                "A series circuit: a power supply, a resistor R = 100 Ω and an ammeter measuring the current I; a voltmeter across the resistor reads U = 6 V.",
            ],
            [
                "Le voltmètre, branché en dérivation aux bornes de la résistance, mesure la tension U = 6 V ; l'ampèremètre, branché en série, mesure l'intensité I, ici 0,06 A. La loi d'Ohm U = R × I se vérifie : 100 × 0,06 = 6 V.",
                "The voltmeter, connected in parallel across the resistor, measures the voltage U = 6 V; the ammeter, connected in series, measures the current I, here 0.06 A. Ohm's law U = R × I checks out: 100 × 0.06 = 6 V.",
            ],
        ),
        ("pc-3e-poids-et-masse", "relation") => (
            visual::weight_diagram(
                &l(lang, ["Sol terrestre", "Ground (Earth)"]),
                "m = 2 kg",
                "P",
            ),
            [
                "Un objet de masse m = 2 kg posé sur le sol, avec son poids P représenté par une flèche verticale vers le bas.",
                "An object of mass m = 2 kg on the ground, with its weight P drawn as an arrow pointing straight down.",
            ],
            [
                "Le poids P est une force verticale, orientée vers le bas, vers le centre de la Terre. Sur Terre g ≈ 9,8 N/kg : pour m = 2 kg, P = m × g, soit 2 × 9,8 = 19,6 N.",
                "The weight P is a vertical force, pointing down, towards the centre of the Earth. On Earth g ≈ 9.8 N/kg: for m = 2 kg, P = m × g, 2 × 9.8 = 19.6 N.",
            ],
        ),
        ("pc-6e-mouvements", "vitesse") => (
            visual::journey("A", "B", &[s("d = 30 km"), s("t = 2 h")]),
            [
                "Un trajet de A à B : d = 30 km parcourus en t = 2 h.",
                "A journey from A to B: d = 30 km covered in t = 2 h.",
            ],
            [
                "Le cycliste parcourt 30 km de A à B en 2 h : sa vitesse moyenne est la distance divisée par la durée, 30 ÷ 2 = 15 km/h.",
                "The cyclist rides 30 km from A to B in 2 h: the average speed is the distance divided by the time, 30 ÷ 2 = 15 km/h.",
            ],
        ),
        ("pc-4e-vitesse", "vitesse") => (
            visual::journey("A", "B", &[s("d = 900 m"), s("t = 60 s")]),
            [
                "Un trajet de A à B : d = 900 m parcourus en t = 60 s.",
                "A journey from A to B: d = 900 m covered in t = 60 s.",
            ],
            [
                "De A à B, 900 m sont parcourus en 60 s : v = d ÷ t, soit 900 ÷ 60 = 15 m/s, et en km/h 15 × 3,6 = 54 km/h.",
                "From A to B, 900 m are covered in 60 s: v = d ÷ t, 900 ÷ 60 = 15 m/s, and in km/h 15 × 3.6 = 54 km/h.",
            ],
        ),
        ("pc-2de-solutions-et-concentration", "concentration") => (
            visual::flask(&[
                s("V = 250 mL"),
                l(lang, ["m = 5 g de sel", "m = 5 g of salt"]),
            ]),
            [
                "Fiole jaugée de 250 mL contenant une solution de 5 g de sel dissous.",
                "A 250 mL volumetric flask holding a solution of 5 g of dissolved salt.",
            ],
            [
                "On dissout 5 g de sel dans de l'eau jusqu'au trait de jauge de la fiole, V = 250 mL = 0,25 L : la concentration en masse est Cm = m ÷ V, soit 5 ÷ 0,25 = 20 g/L.",
                "5 g of salt are dissolved in water up to the flask's mark, V = 250 mL = 0.25 L: the mass concentration is Cm = m ÷ V, 5 ÷ 0.25 = 20 g/L.",
            ],
        ),
        ("6e-droites-paralleles-et-perpendiculaires", "distance") => (
            visual::perpendicular(false, "AH = 3 cm"),
            [
                "Droite (d) et point A hors de (d) ; H est le point de (d) tel que (AH) soit perpendiculaire à (d), l'angle droit est codé en H et AH = 3 cm.",
                "Line (d) and a point A off (d); H is the point of (d) such that (AH) is perpendicular to (d), the right angle is marked at H and AH = 3 cm.",
            ],
            [
                "La droite (AH) est perpendiculaire à (d) en H : la distance du point A à la droite (d) est la longueur AH, ici 3 cm. Tout autre point de (d) est plus loin de A.",
                "Line (AH) is perpendicular to (d) at H: the distance from point A to line (d) is the length AH, here 3 cm. Any other point of (d) is further from A.",
            ],
        ),
        ("6e-droites-paralleles-et-perpendiculaires", "paralleles") => (
            visual::perpendicular(true, "HK = 2 cm"),
            [
                "Deux droites parallèles (d) et (d′) et une droite perpendiculaire à (d) en H, qui coupe (d′) en K ; les angles droits sont codés en H et en K, et HK = 2 cm.",
                "Two parallel lines (d) and (d′) and a line perpendicular to (d) at H, which cuts (d′) at K; the right angles are marked at H and K, and HK = 2 cm.",
            ],
            [
                "La droite (HK) est perpendiculaire à (d), donc aussi à sa parallèle (d′) : la distance entre les droites (d) et (d′) est la longueur HK, ici 2 cm.",
                "Line (HK) is perpendicular to (d), so also to its parallel (d′): the distance between lines (d) and (d′) is the length HK, here 2 cm.",
            ],
        ),
        ("6e-triangles-quadrilateres-et-cercle", "cercle") => (
            visual::disc("d = 6 cm", true),
            [
                "Cercle dont le centre est marqué, avec un diamètre tracé en rouge et noté d = 6 cm.",
                "A circle with its centre marked and a diameter drawn in red, labelled d = 6 cm.",
            ],
            [
                "Le diamètre tracé joint deux points du cercle en passant par son centre et mesure 6 cm : le rayon en mesure la moitié, 6 ÷ 2 = 3 cm.",
                "The diameter drawn joins two points of the circle through its centre and is 6 cm long: the radius is half of it, 6 ÷ 2 = 3 cm.",
            ],
        ),
        ("5e-parallelogrammes", "diagonales") => (
            visual::parallelogram_diagonals(),
            [
                "Parallélogramme ABCD et ses diagonales [AC] et [BD], qui se coupent en O ; les deux moitiés de chaque diagonale portent le même codage.",
                "Parallelogram ABCD and its diagonals [AC] and [BD], which cross at O; the two halves of each diagonal carry the same mark.",
            ],
            [
                "Les diagonales [AC] et [BD] du parallélogramme ABCD se coupent en leur milieu O, comme le montre le codage : OA = OC et OB = OD.",
                "The diagonals [AC] and [BD] of parallelogram ABCD cross at their midpoint O, as the marks show: OA = OC and OB = OD.",
            ],
        ),
        ("6e-symetrie-axiale", "mediatrice") => (
            visual::grid_points((-4, 4, -1, 3), &[(s("A"), -3.0, 2.0), (s("A′"), 3.0, 2.0)]),
            [
                "Quadrillage avec deux axes ; le point A est 3 carreaux à gauche de l'axe vertical, le point A′ 3 carreaux à droite, sur la même ligne du quadrillage.",
                "A grid with two axes; point A is 3 squares to the left of the vertical axis, point A′ 3 squares to its right, on the same line of the grid.",
            ],
            [
                "A et A′ sont de part et d'autre de l'axe vertical, à 3 carreaux de lui, sur une même perpendiculaire à cet axe : l'axe vertical est la médiatrice de [AA′], donc A′ est le symétrique de A par rapport à cet axe.",
                "A and A′ lie on either side of the vertical axis, 3 squares from it, on the same perpendicular to it: the vertical axis is the perpendicular bisector of [AA′], so A′ is the reflection of A in this axis.",
            ],
        ),
        ("5e-symetrie-centrale", "image") => (
            visual::grid_points(
                (-2, 4, -1, 3),
                &[(s("I"), 1.0, 1.0), (s("A"), 3.0, 2.0), (s("A′"), -1.0, 0.0)],
            ),
            [
                "Repère quadrillé avec les points I(1 ; 1), A(3 ; 2) et A′(−1 ; 0).",
                "A grid with the points I(1, 1), A(3, 2) and A′(−1, 0).",
            ],
            [
                "I est le milieu de [AA′] : l'abscisse de A′ est 2 × 1 − 3 = −1 et son ordonnée 2 × 1 − 2 = 0. Le point A′(−1 ; 0) est le symétrique de A(3 ; 2) par rapport à I.",
                "I is the midpoint of [AA′]: the x-coordinate of A′ is 2 × 1 − 3 = −1 and its y-coordinate 2 × 1 − 2 = 0. The point A′(−1, 0) is the image of A(3, 2) under the point reflection in I.",
            ],
        ),
        ("4e-translations", "image") => (
            visual::grid_points(
                (-3, 4, -3, 2),
                &[
                    (s("A"), -2.0, -1.0),
                    (s("B"), 1.0, 1.0),
                    (s("C"), 0.0, -2.0),
                    (s("C′"), 3.0, 0.0),
                ],
            ),
            [
                "Repère quadrillé avec les points A(−2 ; −1), B(1 ; 1), C(0 ; −2) et C′(3 ; 0).",
                "A grid with the points A(−2, −1), B(1, 1), C(0, −2) and C′(3, 0).",
            ],
            [
                "De A à B, on se déplace de 3 unités vers la droite et de 2 vers le haut. La translation qui transforme A en B fait le même déplacement pour C(0 ; −2) : son image est C′(3 ; 0).",
                "From A to B, we move 3 units to the right and 2 up. The translation that maps A to B moves C(0, −2) the same way: its image is C′(3, 0).",
            ],
        ),
        ("3e-rotations-et-homotheties", "rotation") => (
            visual::grid_points(
                (-2, 4, -1, 4),
                &[(s("O"), 0.0, 0.0), (s("A"), 3.0, 1.0), (s("A′"), -1.0, 3.0)],
            ),
            [
                "Repère quadrillé d'origine O avec les points A(3 ; 1) et A′(−1 ; 3).",
                "A grid with origin O and the points A(3, 1) and A′(−1, 3).",
            ],
            [
                "Pour aller de O à A, on fait 3 pas vers la droite et 1 vers le haut ; de O à A′, 1 pas vers la gauche et 3 vers le haut. A′ est l'image de A par le quart de tour de centre O dans le sens inverse des aiguilles d'une montre.",
                "To go from O to A, take 3 steps right and 1 up; from O to A′, 1 step left and 3 up. A′ is the image of A under the quarter turn about O, anticlockwise.",
            ],
        ),
        ("3e-rotations-et-homotheties", "homothetie") => (
            visual::grid_points(
                (-1, 3, -1, 5),
                &[(s("O"), 0.0, 0.0), (s("A"), 1.0, 2.0), (s("A′"), 2.0, 4.0)],
            ),
            [
                "Repère quadrillé d'origine O avec les points A(1 ; 2) et A′(2 ; 4).",
                "A grid with origin O and the points A(1, 2) and A′(2, 4).",
            ],
            [
                "A′ est sur la droite (OA), du même côté que A par rapport à O, et ses coordonnées sont le double de celles de A : A′ est l'image de A par l'homothétie de centre O et de rapport 2, et OA′ = 2 × OA.",
                "A′ lies on line (OA), on the same side of O as A, and its coordinates are twice those of A: A′ is the image of A under the enlargement with centre O and scale factor 2, and OA′ = 2 × OA.",
            ],
        ),
        ("6e-solides", "faces") => (
            visual::cone_or_pyramid(true, "c = 4 cm", "h = 5 cm", 1.25),
            [
                "Pyramide à base carrée, de côté de base 4 cm et de hauteur 5 cm.",
                "A square-based pyramid with base side 4 cm and height 5 cm.",
            ],
            [
                "Cette pyramide a une base carrée et 4 faces latérales triangulaires, une par côté de la base : elle a 4 + 1 = 5 faces.",
                "This pyramid has a square base and 4 triangular side faces, one for each side of the base: it has 4 + 1 = 5 faces.",
            ],
        ),
        ("6e-solides", "aretes-sommets") => (
            visual::cuboid("5 cm", "3 cm", "2 cm"),
            [
                "Pavé droit de dimensions 5 cm, 3 cm et 2 cm, ses arêtes cachées en pointillés.",
                "A cuboid measuring 5 cm, 3 cm and 2 cm, its hidden edges dashed.",
            ],
            [
                "Ce pavé droit est un prisme droit dont la base a 4 côtés : il a 3 × 4 = 12 arêtes et 2 × 4 = 8 sommets.",
                "This cuboid is a right prism whose base has 4 sides: it has 3 × 4 = 12 edges and 2 × 4 = 8 vertices.",
            ],
        ),
        ("2de-variations-et-extremums", "tableau-de-variations") => (
            visual::table(&[
                vec![s("x"), s("−2"), s(""), s("1"), s(""), s("4")],
                vec![s("f(x)"), s("3"), s("↘"), s("−1"), s("↗"), s("5")],
            ]),
            [
                "Tableau de variations : f décroît de 3 à −1 entre x = −2 et x = 1, puis croît de −1 à 5 entre x = 1 et x = 4.",
                "Table of variations: f falls from 3 to −1 between x = −2 and x = 1, then rises from −1 to 5 between x = 1 and x = 4.",
            ],
            [
                "Sur l'intervalle de −2 à 4, f descend puis remonte : son minimum est −1, atteint en x = 1, et son maximum est 5, atteint en x = 4.",
                "Between −2 and 4, f goes down then up: its minimum is −1, reached at x = 1, and its maximum is 5, reached at x = 4.",
            ],
        ),
        ("2de-fonctions-de-reference", "variations-reference") => (
            visual::table(&[
                vec![s("x"), s("−3"), s(""), s("0"), s(""), s("3")],
                vec![s("x²"), s("9"), s("↘"), s("0"), s("↗"), s("9")],
            ]),
            [
                "Tableau de variations de la fonction carré : elle décroît de 9 à 0 entre x = −3 et x = 0, puis croît de 0 à 9 entre x = 0 et x = 3.",
                "Table of variations of the square function: it falls from 9 to 0 between x = −3 and x = 0, then rises from 0 to 9 between x = 0 and x = 3.",
            ],
            [
                "La fonction carré descend jusqu'à 0 puis remonte : sur un intervalle qui contient 0, son minimum est 0.",
                "The square function goes down to 0 then up again: on an interval that contains 0, its minimum is 0.",
            ],
        ),
        ("2de-vecteurs", "coordonnees-vecteur") => (
            visual::table(&[
                vec![s(""), s("A"), s("B"), l(lang, ["vecteur AB", "vector AB"])],
                vec![
                    l(lang, ["abscisse", "x-coordinate"]),
                    s("1"),
                    s("4"),
                    s("3"),
                ],
                vec![
                    l(lang, ["ordonnée", "y-coordinate"]),
                    s("2"),
                    s("7"),
                    s("5"),
                ],
            ]),
            [
                "Tableau : A a pour coordonnées 1 et 2, B a pour coordonnées 4 et 7, le vecteur AB a pour coordonnées 3 et 5.",
                "Table: A has coordinates 1 and 2, B has coordinates 4 and 7, the vector AB has coordinates 3 and 5.",
            ],
            [
                "Chaque coordonnée du vecteur AB est celle de B moins celle de A : 4 − 1 = 3 et 7 − 2 = 5.",
                "Each coordinate of the vector AB is that of B minus that of A: 4 − 1 = 3 and 7 − 2 = 5.",
            ],
        ),
        ("5e-algorithmique-et-programmation", "boucles") => (
            visual::table(&[
                vec![l(lang, ["tour", "turn"]), s("0"), s("1"), s("2"), s("3")],
                vec![s("x"), s("5"), s("8"), s("11"), s("14")],
            ]),
            [
                "Tableau de suivi de la variable x pour « mettre x à 5 » puis « répéter 3 fois : ajouter 3 à x » : 5, 8, 11, 14.",
                "Trace table of the variable x for “set x to 5” then “repeat 3: change x by 3”: 5, 8, 11, 14.",
            ],
            [
                "Un tableau de suivi note la valeur de x après chaque tour de boucle : après 3 tours, x vaut 14.",
                "A trace table writes down the value of x after each turn of the loop: after 3 turns, x is 14.",
            ],
        ),
        ("2de-algorithmique-et-programmation", "boucles") => (
            visual::table(&[
                vec![s("i"), s("0"), s("1"), s("2"), s("3")],
                vec![s("s"), s("0"), s("1"), s("3"), s("6")],
            ]),
            [
                "Tableau de suivi de s = s + i dans la boucle for i in range(4), s valant 0 au départ : 0, 1, 3, 6.",
                "Trace table of s = s + i in the loop for i in range(4), with s starting at 0: 0, 1, 3, 6.",
            ],
            [
                "La variable i prend les valeurs 0, 1, 2 et 3 mais jamais 4 : à la fin de la boucle, s vaut 6.",
                "The variable i takes the values 0, 1, 2 and 3 but never 4: at the end of the loop, s is 6.",
            ],
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[ignore = "writes every figure with its caption to $EDUGEN_FIGURES (default /tmp/course-figures.html)"]
    fn figures_page() {
        let mut html = String::from(
            "<!DOCTYPE html><meta charset=\"utf-8\"><body style=\"font-family:sans-serif;width:820px\">",
        );
        for topic in crate::generate::builtin::topics() {
            let Some(entry) = knowledge::entry(&topic.chapter.id) else {
                continue;
            };
            if entry.chapters[0] != topic.chapter.id
                && topic.chapter.id != "mathematiques-ce1-nombres-jusqu-a-1000"
            {
                continue;
            }
            for n in entry.notions {
                for lang in [Language::Fr, Language::En] {
                    if let Some(Block::Figure { visual, caption }) =
                        figure(&topic.chapter.id, n.key, lang)
                    {
                        html.push_str(&format!(
                            "<h4>{} / {} ({lang:?})</h4>{}<p><i>{}</i></p><p style=\"color:#666\">alt: {}</p>",
                            topic.chapter.id, n.key, visual.svg, caption, visual.alt
                        ));
                    }
                }
            }
        }
        let path = std::env::var("EDUGEN_FIGURES")
            .unwrap_or_else(|_| "/tmp/course-figures.html".to_owned());
        std::fs::write(path, html).unwrap();
    }
}
