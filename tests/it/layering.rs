//! The layers of the crate, checked on its sources: a module may import its own layer and the
//! layers to its right, never one to its left.
//!
//! `api` → `services` (with `app` and `delivery`) → {`domain`, `events`, `generate`, `paper`,
//! `auth`, `limits`} → `storage` → {`error`, `ids`, `clock`}.
//!
//! Within the middle layer, `domain` is the vocabulary the others speak: it imports none of them.

use std::path::{Path, PathBuf};

/// The layer of a top-level module: 0 is the top (`api`).
fn layer(module: &str) -> Option<usize> {
    Some(match module {
        // The crate root re-exports a few items; they count as their module.
        "api" | "Api" | "ApiBuilder" | "Body" | "ClientAddr" | "UnreadableBody"
        | "ProblemDocument" => 0,
        "services" | "app" | "delivery" | "App" | "Config" | "SecretsKey" | "Retention"
        | "PurgeReport" => 1,
        "domain" | "events" | "generate" | "paper" | "auth" | "limits" => 2,
        "storage" => 3,
        "error" | "ids" | "clock" | "Error" | "ErrorCode" | "FieldError" | "BuildError"
        | "Result" => 4,
        _ => return None,
    })
}

/// Modules of the middle layer that `domain` may not import.
const ABOVE_DOMAIN: [&str; 5] = ["events", "generate", "paper", "auth", "limits"];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level modules a source file names as `crate::<module>`, with their line numbers.
/// Documentation comments count (an intra-doc link is a dependency too); other comments are
/// skipped. `use crate::{a::x, b::y}` groups are read too.
fn imports(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let code = if trimmed.starts_with("///") || trimmed.starts_with("//!") {
            line
        } else {
            line.split("//").next().unwrap_or("")
        };
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            let after = &rest[at + "crate::".len()..];
            if let Some(group) = after.strip_prefix('{') {
                let inner = group.split('}').next().unwrap_or("");
                for item in inner.split(',') {
                    let name: String = item
                        .trim()
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if !name.is_empty() {
                        found.push((n + 1, name));
                    }
                }
            } else {
                let name: String = after
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.push((n + 1, name));
            }
            rest = after;
        }
    }
    found
}

/// Every import of a layer to the left of the importing module, as `file:line: a -> b`.
fn violations(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let mut out = Vec::new();
    for file in files {
        let rel = file.strip_prefix(src).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let module = first.trim_end_matches(".rs").to_owned();
        let Some(own) = layer(&module) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, target) in imports(&text) {
            let Some(theirs) = layer(&target) else {
                continue;
            };
            let upward = theirs < own;
            let domain_up = module == "domain" && ABOVE_DOMAIN.contains(&target.as_str());
            if upward || domain_up {
                out.push(format!(
                    "src/{}:{line}: {module} -> {target}",
                    rel.display()
                ));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn no_module_imports_a_layer_to_its_left() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = violations(&src);
    assert!(
        found.is_empty(),
        "{} imports against the layers:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Handlers are thin: they call services, never the storage or the outbox themselves.
#[test]
fn handlers_do_not_reach_into_storage() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/api/handlers");
    let mut files = Vec::new();
    sources(&dir, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains("crate::storage") || code.contains("outbox") {
                found.push(format!("{}:{}", file.display(), n + 1));
            }
        }
    }
    assert!(found.is_empty(), "handlers touching storage: {found:?}");
}

#[test]
fn the_check_reads_single_and_grouped_imports() {
    let text =
        "use crate::api::Api;\nuse crate::{storage::Batch, ids};\n// crate::api in a comment\n";
    let names: Vec<_> = imports(text).into_iter().map(|(_, m)| m).collect();
    assert_eq!(names, ["api", "storage", "ids"]);
}
