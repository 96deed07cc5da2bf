//! Shared by the property tests of the parsers of outside input: runs a strategy for a number of
//! cases, prints how many ran and how long they took, and fails with the smallest failing input.

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// Runs `test` on `cases` values of `strategy`; panics, naming `name`, on the first failure.
pub(crate) fn check<S: Strategy>(
    name: &str,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let start = std::time::Instant::now();
    let result = TestRunner::new(config).run(&strategy, test);
    eprintln!("{name}: {cases} cases in {:.1?}", start.elapsed());
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}
