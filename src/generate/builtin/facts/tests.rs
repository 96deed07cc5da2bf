//! The facts recompute answers, and the claims judge statements, as the questions say.

use super::*;

const FR: Language = Language::Fr;

#[test]
fn facts_recompute() {
    assert!(
        Facts::Product {
            abc: [10.0, 3.0, 30.0],
            slot: 2,
            tol: 0.0
        }
        .satisfies(30.0, FR)
    );
    assert!(
        !Facts::Product {
            abc: [10.0, 3.0, 30.0],
            slot: 0,
            tol: 0.0
        }
        .satisfies(9.0, FR)
    );
    assert!(
        Facts::Pythagoras {
            sides: [3.0, 4.0, 0.0],
            slot: 2,
            tol: 0.0
        }
        .satisfies(5.0, FR)
    );
    assert!(
        Facts::Pythagoras {
            sides: [4.0, 7.0, 0.0],
            slot: 2,
            tol: 0.05
        }
        .satisfies(8.1, FR)
    );
    assert!(
        !Facts::Pythagoras {
            sides: [4.0, 7.0, 0.0],
            slot: 2,
            tol: 0.05
        }
        .satisfies(8.2, FR)
    );
    assert!(
        Facts::Euclid {
            a: 125,
            b: 7,
            remainder: false
        }
        .satisfies(17.0, FR)
    );
    assert!(
        Facts::Euclid {
            a: 125,
            b: 7,
            remainder: true
        }
        .satisfies(6.0, FR)
    );
    assert!(Facts::Gcd { a: 84, b: 126 }.satisfies(42.0, FR));
    assert!(!Facts::Gcd { a: 84, b: 126 }.satisfies(21.0, FR));
    assert!(
        Facts::Solution {
            equation: "3x + 5 = 7".into()
        }
        .satisfies(2.0 / 3.0, FR)
    );
    assert!(
        Facts::Coef {
            expr: "3(2x - 5) + 4x".into(),
            degree: 1
        }
        .satisfies(10.0, FR)
    );
    let data = vec![3.0, 9.0, 4.0, 8.0];
    assert!(
        Facts::Stat {
            data: data.clone(),
            stat: Stat::Median,
            tol: 0.0
        }
        .satisfies(6.0, FR)
    );
    assert!(
        !Facts::Stat {
            data: data.clone(),
            stat: Stat::Median,
            tol: 0.0
        }
        .satisfies(6.5, FR)
    );
    assert!(
        Facts::Stat {
            data,
            stat: Stat::Mean,
            tol: 0.0
        }
        .satisfies(6.0, FR)
    );
    let p = Facts::Proba {
        counts: vec![3, 2],
        draws: 2,
        replace: true,
        event: Event::Then(0, 0),
    };
    assert!(p.satisfies(9.0 / 25.0, FR));
    let p = Facts::Proba {
        counts: vec![3, 2],
        draws: 2,
        replace: false,
        event: Event::Then(0, 0),
    };
    assert!(p.satisfies(6.0 / 20.0, FR));
    assert!(
        Facts::Shape {
            shape: Shape::SphereVolume,
            dims: vec![3.0],
            tol: 0.0
        }
        .satisfies(36.0 * PI, FR)
    );
    assert!(
        Facts::Trig {
            vals: [10.0, 0.0, 0.0, 30.0],
            slot: 1,
            tol: 0.05
        }
        .satisfies(5.0, FR)
    );
    assert!(
        Facts::Trig {
            vals: [0.0, 3.0, 4.0, 0.0],
            slot: 3,
            tol: 0.5
        }
        .satisfies(37.0, FR)
    );
    assert!(
        Facts::Convert {
            value: 2.5,
            from: "km"
        }
        .satisfies(2500.0, FR)
    );
    assert!(
        Facts::Evolution {
            vals: [80.0, 0.15, 0.0],
            slot: 2,
            tol: 0.0
        }
        .satisfies(92.0, FR)
    );
}

#[test]
fn claims_decide() {
    let t = |c: Claim| c.holds(FR).unwrap();
    assert!(t(Claim::ExprEq {
        a: "4/6".into(),
        b: "2/3".into()
    }));
    assert!(t(Claim::Factorization {
        n: 60,
        text: "2² × 3 × 5".into()
    }));
    assert!(!t(Claim::Factorization {
        n: 60,
        text: "4 × 3 × 5".into()
    }));
    assert!(t(Claim::RightTriangle { sides: [5, 3, 4] }));
    assert!(t(Claim::SameQty {
        a: "2,5\u{A0}km".into(),
        b: "2\u{202F}500\u{A0}m".into()
    }));
    assert!(t(Claim::Ascending {
        items: vec!["1/2".into(), "0,6".into(), "2/3".into()]
    }));
    // cos(A) = AB/AC, sin(A) = BC/AC, tan(A) = BC/AB; not cos(A) = BC/AC
    assert!(t(Claim::TrigRatio {
        func: 0,
        vertex: 0,
        num: [0, 1],
        den: [0, 2]
    }));
    assert!(t(Claim::TrigRatio {
        func: 1,
        vertex: 0,
        num: [1, 2],
        den: [0, 2]
    }));
    assert!(t(Claim::TrigRatio {
        func: 2,
        vertex: 0,
        num: [1, 2],
        den: [0, 1]
    }));
    assert!(!t(Claim::TrigRatio {
        func: 0,
        vertex: 0,
        num: [1, 2],
        den: [0, 2]
    }));
    assert!(t(Claim::TrigRatio {
        func: 0,
        vertex: 2,
        num: [1, 2],
        den: [0, 2]
    }));
}
