//! The catalogue of the 60 webhook event types: names, families, descriptions and the JSON Schema
//! of each type's `data` payload, plus the OpenAPI 3.1 `webhooks` section built from them.
//!
//! Code that emits an event names its type with one of the constants of this module (such as
//! [`EXAM_GENERATION_COMPLETED`]), never with a string typed by hand.
//!
//! Payload conventions: field names are camelCase; each resource is nested under a key named after
//! it (`data.exam`, `data.course`, `data.apiKey`, ...) and carries at least its prefixed `id`;
//! failures add `data.error` `{code, detail}`. Every object schema allows additional properties,
//! so new fields can be added without breaking receivers.

use serde_json::{Map, Value, json};

/// One webhook event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventType {
    /// The dotted type name, as in the envelope's `type`: `exam.generation.completed`.
    pub name: &'static str,
    /// The first segment of the name: `exam`.
    pub family: &'static str,
    /// One English sentence: when the event is sent.
    pub description: &'static str,
    /// The JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) of the envelope's `data`, as JSON text.
    pub schema: &'static str,
}

/// Declares one `pub const` per type and [`EVENT_TYPES`] from the same list, so the two never
/// disagree.
macro_rules! catalogue {
    ($($konst:ident = $name:literal, $family:literal, $description:literal, $schema:literal;)*) => {
        $(
            #[doc = concat!("`", $name, "`: ", $description)]
            pub const $konst: &str = $name;
        )*

        /// Every webhook event type, grouped by family.
        pub const EVENT_TYPES: &[EventType] = &[$(
            EventType { name: $konst, family: $family, description: $description, schema: $schema },
        )*];
    };
}

/// The event type named `name`, if it exists.
pub fn event_type(name: &str) -> Option<&'static EventType> {
    EVENT_TYPES.iter().find(|t| t.name == name)
}

/// The parsed JSON Schema of the `data` of the event type named `name`, if it exists.
pub fn schema(name: &str) -> Option<Value> {
    event_type(name).and_then(|t| serde_json::from_str(t.schema).ok())
}

/// The default name of the signature header (a host may configure another).
const SIGNATURE_HEADER: &str = "X-Edugen-Signature";

/// The OpenAPI 3.1 `webhooks` object: one Path Item per event type, keyed by the type name, whose
/// `post` operation receives the signed event envelope with that type's `data` inlined.
pub fn openapi_webhooks() -> Value {
    let mut webhooks = Map::new();
    for t in EVENT_TYPES {
        let data = schema(t.name).unwrap_or_else(|| json!({ "type": "object" }));
        let operation = json!({
            "operationId": operation_id(t.name),
            "summary": t.description,
            "description": format!(
                "Delivered to every enabled subscription with a pattern matching `{}`. \
                 Delivery is at least once: deduplicate on the envelope's `id`.",
                t.name
            ),
            "parameters": [{
                "name": SIGNATURE_HEADER,
                "in": "header",
                "required": true,
                "description": "`t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\">`, keyed \
                    with the subscription secret's UTF-8 bytes; one `v1=` per active secret during a \
                    rotation. Compare in constant time and reject timestamps more than 300 seconds old.",
                "schema": { "type": "string", "pattern": "^t=[0-9]+(,v1=[0-9a-f]{64})+$" },
                "example": "t=1763805865,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd"
            }],
            "requestBody": {
                "required": true,
                "content": { "application/json": { "schema": envelope(t.name, data) } }
            },
            "responses": {
                "2XX": {
                    "description": "Delivered; any other answer is retried (5xx, 408, 429, timeouts) or \
                        fails the delivery (other 4xx, 3xx); 410 disables the subscription."
                }
            }
        });
        webhooks.insert(t.name.to_owned(), json!({ "post": operation }));
    }
    Value::Object(webhooks)
}

/// The schema of the event envelope of type `name` carrying `data`.
fn envelope(name: &str, data: Value) -> Value {
    json!({
        "type": "object",
        "required": ["id", "type", "created_at", "api_version", "account_id", "idempotency_key", "data"],
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^evt_",
                "description": "Event id (`evt_…`): the receiver's deduplication key."
            },
            "type": { "type": "string", "const": name, "description": "Event type." },
            "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the event happened: RFC 3339 UTC with milliseconds."
            },
            "api_version": { "type": "string", "const": "v1", "description": "API version." },
            "account_id": {
                "type": "string",
                "pattern": "^acc_",
                "description": "The account the event belongs to (`acc_…`)."
            },
            "idempotency_key": {
                "type": "string",
                "pattern": "^idem_",
                "description": "Idempotency key of the event (`idem_…`)."
            },
            "data": data
        }
    })
}

/// `exam.generation.completed` → `examGenerationCompleted`; `api_key.created` → `apiKeyCreated`.
fn operation_id(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for (i, word) in name.split(['.', '_']).filter(|w| !w.is_empty()).enumerate() {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            if i == 0 {
                out.push(first);
            } else {
                out.push(first.to_ascii_uppercase());
            }
            out.extend(chars);
        }
    }
    out
}

catalogue! {
    EXAM_GENERATION_STARTED = "exam.generation.started", "exam",
    "An exam generation was accepted and has begun.",
    r#"{
      "type": "object",
      "required": ["exam"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id", "subject", "level", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {"type": "string", "const": "generating", "description": "Exam state."},
            "questionCount": {"type": "integer", "description": "Number of questions requested.", "minimum": 1}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_GENERATION_COMPLETED = "exam.generation.completed", "exam",
    "An exam was fully generated and stored; it can be fetched by its id.",
    r#"{
      "type": "object",
      "required": ["exam"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The generated exam.",
          "required": ["id", "subject", "level", "nodeCount"],
          "properties": {
            "id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "nodeCount": {
              "type": "integer",
              "description": "Number of nodes in the exam tree, as in the stream's `done` event.",
              "minimum": 0
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_GENERATION_FAILED = "exam.generation.failed", "exam",
    "An exam generation stopped before completion and the exam was marked failed.",
    r#"{
      "type": "object",
      "required": ["exam", "error"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id", "subject", "level", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {"type": "string", "const": "failed", "description": "Exam state."}
          },
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_UPDATED = "exam.updated", "exam",
    "An exam's record was changed.",
    r#"{
      "type": "object",
      "required": ["exam"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id", "subject", "level", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "enum": ["generating", "ready", "failed"],
              "description": "Exam state."
            },
            "updatedAt": {"type": "string", "format": "date-time", "description": "When it changed."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_DELETED = "exam.deleted", "exam",
    "An exam was deleted; it is no longer reachable.",
    r#"{
      "type": "object",
      "required": ["exam"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id", "subject", "level", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "enum": ["generating", "ready", "failed"],
              "description": "Exam state."
            },
            "deletedAt": {"type": "string", "format": "date-time", "description": "When it was deleted."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_NODE_UPDATED = "exam.node.updated", "exam",
    "A node of an exam tree (section, question, choice or part) was edited.",
    r#"{
      "type": "object",
      "required": ["exam", "node"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "node": {
          "type": "object",
          "description": "The edited node.",
          "required": ["id", "version"],
          "properties": {
            "id": {"type": "string", "pattern": "^node_", "description": "Node id (`node_…`)."},
            "version": {"type": "integer", "description": "The node's new version.", "minimum": 1},
            "kind": {
              "type": "string",
              "description": "Node kind: `section`, `question`, `choice` or `part`."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_BLUEPRINT_VALIDATED = "exam.blueprint.validated", "exam",
    "An exam blueprint was validated.",
    r#"{
      "type": "object",
      "required": ["blueprint"],
      "properties": {
        "blueprint": {
          "type": "object",
          "description": "The validation result.",
          "required": ["valid", "errors", "warnings"],
          "properties": {
            "valid": {"type": "boolean", "description": "Whether the blueprint can be generated."},
            "errors": {"type": "integer", "description": "Number of errors found.", "minimum": 0},
            "warnings": {"type": "integer", "description": "Number of warnings found.", "minimum": 0}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_EXPORT_STARTED = "exam.export.started", "exam",
    "A variant PDF export of an exam has begun.",
    r#"{
      "type": "object",
      "required": ["exam", "export"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "export": {
          "type": "object",
          "description": "The export.",
          "required": ["id", "status", "variants"],
          "properties": {
            "id": {"type": "string", "pattern": "^exp_", "description": "Export id (`exp_…`)."},
            "status": {"type": "string", "const": "processing", "description": "Export state."},
            "format": {"type": "string", "const": "pdf", "description": "Output format."},
            "variants": {"type": "integer", "description": "Number of variants requested.", "minimum": 1}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_EXPORT_COMPLETED = "exam.export.completed", "exam",
    "A variant PDF export of an exam is ready to download.",
    r#"{
      "type": "object",
      "required": ["exam", "export"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "export": {
          "type": "object",
          "description": "The export.",
          "required": ["id", "status", "variants"],
          "properties": {
            "id": {"type": "string", "pattern": "^exp_", "description": "Export id (`exp_…`)."},
            "status": {"type": "string", "const": "ready", "description": "Export state."},
            "format": {"type": "string", "const": "pdf", "description": "Output format."},
            "variants": {"type": "integer", "description": "Number of variants requested.", "minimum": 1},
            "url": {"type": "string", "format": "uri", "description": "Where to download the PDF."},
            "pageCount": {"type": "integer", "description": "Pages in the PDF.", "minimum": 1}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_EXPORT_FAILED = "exam.export.failed", "exam",
    "A variant PDF export of an exam could not be produced.",
    r#"{
      "type": "object",
      "required": ["exam", "export", "error"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "export": {
          "type": "object",
          "description": "The export.",
          "required": ["id", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^exp_", "description": "Export id (`exp_…`)."},
            "status": {"type": "string", "const": "failed", "description": "Export state."},
            "format": {"type": "string", "const": "pdf", "description": "Output format."},
            "variants": {"type": "integer", "description": "Number of variants requested.", "minimum": 1}
          },
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_PAPER_RENDERED = "exam.paper.rendered", "exam",
    "The printable subject and answer sheet of an exam were rendered.",
    r#"{
      "type": "object",
      "required": ["exam", "paper"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "paper": {
          "type": "object",
          "description": "The rendered paper.",
          "required": ["pageCount"],
          "properties": {
            "format": {"type": "string", "const": "pdf", "description": "Output format."},
            "pageCount": {"type": "integer", "description": "Pages of subject and answer sheet.", "minimum": 1},
            "url": {"type": "string", "format": "uri", "description": "Where to download the PDF."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_PAPER_FAILED = "exam.paper.failed", "exam",
    "The printable paper of an exam could not be rendered.",
    r#"{
      "type": "object",
      "required": ["exam", "error"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_SUBMISSION_RECEIVED = "exam.submission.received", "exam",
    "Digital answers to an exam were received.",
    r#"{
      "type": "object",
      "required": ["exam", "submission"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "submission": {
          "type": "object",
          "description": "The submission.",
          "required": ["id", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^sub_", "description": "Submission id (`sub_…`)."},
            "status": {"type": "string", "const": "received", "description": "Submission state."},
            "studentRef": {"type": "string", "description": "The caller's reference for the student."},
            "receivedAt": {"type": "string", "format": "date-time", "description": "When it was received."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_SUBMISSION_CORRECTED = "exam.submission.corrected", "exam",
    "Digital answers to an exam were corrected and scored.",
    r#"{
      "type": "object",
      "required": ["exam", "submission"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "submission": {
          "type": "object",
          "description": "The submission.",
          "required": ["id", "status", "score", "maxScore"],
          "properties": {
            "id": {"type": "string", "pattern": "^sub_", "description": "Submission id (`sub_…`)."},
            "status": {"type": "string", "const": "corrected", "description": "Submission state."},
            "studentRef": {"type": "string", "description": "The caller's reference for the student."},
            "score": {"type": "number", "minimum": 0, "description": "Points obtained."},
            "maxScore": {"type": "number", "minimum": 0, "description": "Points available."},
            "correctedAt": {"type": "string", "format": "date-time", "description": "When it was corrected."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    EXAM_SUBMISSION_FAILED = "exam.submission.failed", "exam",
    "Digital answers to an exam could not be corrected.",
    r#"{
      "type": "object",
      "required": ["exam", "submission", "error"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "submission": {
          "type": "object",
          "description": "The submission.",
          "required": ["id", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^sub_", "description": "Submission id (`sub_…`)."},
            "status": {"type": "string", "const": "failed", "description": "Submission state."},
            "studentRef": {"type": "string", "description": "The caller's reference for the student."}
          },
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    PAPER_COPY_RECEIVED = "paper.copy.received", "paper",
    "A scanned paper copy of an exam was received.",
    r#"{
      "type": "object",
      "required": ["exam", "copy"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "copy": {
          "type": "object",
          "description": "The scanned copy.",
          "required": ["id"],
          "properties": {
            "id": {
              "type": "string",
              "pattern": "^sub_",
              "description": "Paper copy (a submission on paper) id (`sub_…`)."
            },
            "pageCount": {"type": "integer", "description": "Scanned pages received.", "minimum": 1},
            "receivedAt": {"type": "string", "format": "date-time", "description": "When it was received."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    PAPER_CORRECTION_STARTED = "paper.correction.started", "paper",
    "Optical mark reading of a paper copy has begun.",
    r#"{
      "type": "object",
      "required": ["exam", "copy", "correction"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "copy": {
          "type": "object",
          "description": "The scanned copy.",
          "required": ["id"],
          "properties": {
            "id": {
              "type": "string",
              "pattern": "^sub_",
              "description": "Paper copy (a submission on paper) id (`sub_…`)."
            }
          },
          "additionalProperties": true
        },
        "correction": {
          "type": "object",
          "description": "The correction of the copy.",
          "required": ["status"],
          "properties": {"status": {"type": "string", "const": "correcting", "description": "Correction state."}},
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    PAPER_CORRECTION_COMPLETED = "paper.correction.completed", "paper",
    "A paper copy was read and scored.",
    r#"{
      "type": "object",
      "required": ["exam", "copy", "correction"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "copy": {
          "type": "object",
          "description": "The scanned copy.",
          "required": ["id"],
          "properties": {
            "id": {
              "type": "string",
              "pattern": "^sub_",
              "description": "Paper copy (a submission on paper) id (`sub_…`)."
            }
          },
          "additionalProperties": true
        },
        "correction": {
          "type": "object",
          "description": "The correction of the copy.",
          "required": ["status", "score", "maxScore"],
          "properties": {
            "status": {"type": "string", "const": "corrected", "description": "Correction state."},
            "score": {"type": "number", "minimum": 0, "description": "Points obtained."},
            "maxScore": {"type": "number", "minimum": 0, "description": "Points available."},
            "confidence": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "Lowest reading confidence over the marks (0..1)."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    PAPER_CORRECTION_FAILED = "paper.correction.failed", "paper",
    "A paper copy could not be read or scored.",
    r#"{
      "type": "object",
      "required": ["exam", "copy", "correction", "error"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "copy": {
          "type": "object",
          "description": "The scanned copy.",
          "required": ["id"],
          "properties": {
            "id": {
              "type": "string",
              "pattern": "^sub_",
              "description": "Paper copy (a submission on paper) id (`sub_…`)."
            }
          },
          "additionalProperties": true
        },
        "correction": {
          "type": "object",
          "description": "The correction of the copy.",
          "required": ["status"],
          "properties": {"status": {"type": "string", "const": "failed", "description": "Correction state."}},
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    PAPER_CORRECTION_NEEDS_REVIEW = "paper.correction.needs_review", "paper",
    "A paper copy was read but some marks are uncertain and need a teacher's review.",
    r#"{
      "type": "object",
      "required": ["exam", "copy", "correction"],
      "properties": {
        "exam": {
          "type": "object",
          "description": "The exam.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^exam_", "description": "Exam id (`exam_…`)."}},
          "additionalProperties": true
        },
        "copy": {
          "type": "object",
          "description": "The scanned copy.",
          "required": ["id"],
          "properties": {
            "id": {
              "type": "string",
              "pattern": "^sub_",
              "description": "Paper copy (a submission on paper) id (`sub_…`)."
            }
          },
          "additionalProperties": true
        },
        "correction": {
          "type": "object",
          "description": "The correction of the copy.",
          "required": ["status", "uncertainNodes"],
          "properties": {
            "status": {"type": "string", "const": "needs_review", "description": "Correction state."},
            "score": {"type": "number", "minimum": 0, "description": "Points obtained."},
            "maxScore": {"type": "number", "minimum": 0, "description": "Points available."},
            "uncertainNodes": {
              "type": "array",
              "items": {"type": "string", "pattern": "^node_", "description": "Question node id (`node_…`)."},
              "description": "Questions whose marks could not be read with confidence."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_ARCHITECTURE_STARTED = "course.architecture.started", "course",
    "A course's architecture (pass 1: its outline of sections) has begun.",
    r#"{
      "type": "object",
      "required": ["course"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_ARCHITECTURE_COMPLETED = "course.architecture.completed", "course",
    "A course's architecture is ready: its sections are outlined and can be written.",
    r#"{
      "type": "object",
      "required": ["course"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id", "status", "sectionCount"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            },
            "sectionCount": {"type": "integer", "description": "Number of sections outlined.", "minimum": 1}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_ARCHITECTURE_FAILED = "course.architecture.failed", "course",
    "A course's architecture could not be produced.",
    r#"{
      "type": "object",
      "required": ["course", "error"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            }
          },
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_SECTION_WRITTEN = "course.section.written", "course",
    "One section of a course was written.",
    r#"{
      "type": "object",
      "required": ["course", "section"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."}},
          "additionalProperties": true
        },
        "section": {
          "type": "object",
          "description": "The section.",
          "required": ["id"],
          "properties": {
            "id": {"type": "string", "pattern": "^sec_", "description": "Section id (`sec_…`)."},
            "title": {"type": "string", "description": "Section title."},
            "position": {"type": "integer", "description": "Zero-based position in the course.", "minimum": 0},
            "wordCount": {"type": "integer", "description": "Words in the section.", "minimum": 0}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_SECTION_FAILED = "course.section.failed", "course",
    "One section of a course could not be written.",
    r#"{
      "type": "object",
      "required": ["course", "section", "error"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id"],
          "properties": {"id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."}},
          "additionalProperties": true
        },
        "section": {
          "type": "object",
          "description": "The section.",
          "required": ["id"],
          "properties": {
            "id": {"type": "string", "pattern": "^sec_", "description": "Section id (`sec_…`)."},
            "title": {"type": "string", "description": "Section title."},
            "position": {"type": "integer", "description": "Zero-based position in the course.", "minimum": 0}
          },
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_WRITING_COMPLETED = "course.writing.completed", "course",
    "Every section of a course was written (pass 2 finished).",
    r#"{
      "type": "object",
      "required": ["course"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id", "status", "sectionCount"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            },
            "sectionCount": {"type": "integer", "description": "Number of sections written.", "minimum": 1}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_WRITING_FAILED = "course.writing.failed", "course",
    "Writing a course (pass 2) ended with sections left unwritten.",
    r#"{
      "type": "object",
      "required": ["course", "error"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            },
            "failedSections": {
              "type": "array",
              "items": {"type": "string", "pattern": "^sec_", "description": "Section id (`sec_…`)."},
              "description": "Sections that could not be written."
            }
          },
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_PUBLISHED = "course.published", "course",
    "A course was published to the teacher library.",
    r#"{
      "type": "object",
      "required": ["course"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id", "status", "publishedAt"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            },
            "publishedAt": {"type": "string", "format": "date-time", "description": "When it was published."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_UPDATED = "course.updated", "course",
    "A course's record was changed.",
    r#"{
      "type": "object",
      "required": ["course"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            },
            "updatedAt": {"type": "string", "format": "date-time", "description": "When it changed."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    COURSE_DELETED = "course.deleted", "course",
    "A course was deleted; it is no longer reachable.",
    r#"{
      "type": "object",
      "required": ["course"],
      "properties": {
        "course": {
          "type": "object",
          "description": "The course.",
          "required": ["id"],
          "properties": {
            "id": {"type": "string", "pattern": "^crs_", "description": "Course id (`crs_…`)."},
            "title": {"type": "string", "description": "Course title."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "description": "Course state: `architecting`, `draft`, `writing`, `written`, `published` or `failed`."
            },
            "deletedAt": {"type": "string", "format": "date-time", "description": "When it was deleted."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    GAME_GENERATION_STARTED = "game.generation.started", "game",
    "A game generation was accepted and has begun.",
    r#"{
      "type": "object",
      "required": ["game"],
      "properties": {
        "game": {
          "type": "object",
          "description": "The game.",
          "required": ["id", "module", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^game_", "description": "Game id (`game_…`)."},
            "title": {"type": "string", "description": "Game title."},
            "module": {"type": "string", "description": "Game module (see GET /v1/games/modules)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "enum": ["generating", "ready", "failed"],
              "description": "Game state."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    GAME_GENERATION_COMPLETED = "game.generation.completed", "game",
    "A game was fully generated and can be fetched by its id.",
    r#"{
      "type": "object",
      "required": ["game"],
      "properties": {
        "game": {
          "type": "object",
          "description": "The game.",
          "required": ["id", "module", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^game_", "description": "Game id (`game_…`)."},
            "title": {"type": "string", "description": "Game title."},
            "module": {"type": "string", "description": "Game module (see GET /v1/games/modules)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "enum": ["generating", "ready", "failed"],
              "description": "Game state."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    GAME_GENERATION_FAILED = "game.generation.failed", "game",
    "A game generation stopped before completion and the game was marked failed.",
    r#"{
      "type": "object",
      "required": ["game", "error"],
      "properties": {
        "game": {
          "type": "object",
          "description": "The game.",
          "required": ["id", "module", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^game_", "description": "Game id (`game_…`)."},
            "title": {"type": "string", "description": "Game title."},
            "module": {"type": "string", "description": "Game module (see GET /v1/games/modules)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "enum": ["generating", "ready", "failed"],
              "description": "Game state."
            }
          },
          "additionalProperties": true
        },
        "error": {
          "type": "object",
          "description": "Why it failed.",
          "required": ["code", "detail"],
          "properties": {
            "code": {"type": "string", "description": "Stable machine-readable error code."},
            "detail": {"type": "string", "description": "Human-readable explanation."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    GAME_UPDATED = "game.updated", "game",
    "A game's record was changed.",
    r#"{
      "type": "object",
      "required": ["game"],
      "properties": {
        "game": {
          "type": "object",
          "description": "The game.",
          "required": ["id", "module", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^game_", "description": "Game id (`game_…`)."},
            "title": {"type": "string", "description": "Game title."},
            "module": {"type": "string", "description": "Game module (see GET /v1/games/modules)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "enum": ["generating", "ready", "failed"],
              "description": "Game state."
            },
            "updatedAt": {"type": "string", "format": "date-time", "description": "When it changed."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    GAME_DELETED = "game.deleted", "game",
    "A game was deleted; it is no longer reachable.",
    r#"{
      "type": "object",
      "required": ["game"],
      "properties": {
        "game": {
          "type": "object",
          "description": "The game.",
          "required": ["id"],
          "properties": {
            "id": {"type": "string", "pattern": "^game_", "description": "Game id (`game_…`)."},
            "title": {"type": "string", "description": "Game title."},
            "module": {"type": "string", "description": "Game module (see GET /v1/games/modules)."},
            "subject": {"type": "string", "description": "Subject slug."},
            "level": {"type": "string", "description": "Level slug."},
            "status": {
              "type": "string",
              "enum": ["generating", "ready", "failed"],
              "description": "Game state."
            },
            "deletedAt": {"type": "string", "format": "date-time", "description": "When it was deleted."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    WEBHOOK_CREATED = "webhook.created", "webhook",
    "A webhook subscription was created.",
    r#"{
      "type": "object",
      "required": ["webhook"],
      "properties": {
        "webhook": {
          "type": "object",
          "description": "The subscription (never its secret).",
          "required": ["id", "url", "events", "enabled"],
          "properties": {
            "id": {"type": "string", "pattern": "^whk_", "description": "Subscription id (`whk_…`)."},
            "url": {"type": "string", "format": "uri", "description": "Receiving endpoint."},
            "events": {"type": "array", "items": {"type": "string"}, "description": "Subscribed patterns."},
            "enabled": {"type": "boolean", "description": "Whether deliveries are sent."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    WEBHOOK_UPDATED = "webhook.updated", "webhook",
    "A webhook subscription's URL, patterns, state or secret was changed.",
    r#"{
      "type": "object",
      "required": ["webhook"],
      "properties": {
        "webhook": {
          "type": "object",
          "description": "The subscription (never its secret).",
          "required": ["id", "url", "events", "enabled"],
          "properties": {
            "id": {"type": "string", "pattern": "^whk_", "description": "Subscription id (`whk_…`)."},
            "url": {"type": "string", "format": "uri", "description": "Receiving endpoint."},
            "events": {"type": "array", "items": {"type": "string"}, "description": "Subscribed patterns."},
            "enabled": {"type": "boolean", "description": "Whether deliveries are sent."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    WEBHOOK_DELETED = "webhook.deleted", "webhook",
    "A webhook subscription was deleted; nothing more is delivered to it.",
    r#"{
      "type": "object",
      "required": ["webhook"],
      "properties": {
        "webhook": {
          "type": "object",
          "description": "The subscription (never its secret).",
          "required": ["id", "url", "events", "enabled"],
          "properties": {
            "id": {"type": "string", "pattern": "^whk_", "description": "Subscription id (`whk_…`)."},
            "url": {"type": "string", "format": "uri", "description": "Receiving endpoint."},
            "events": {"type": "array", "items": {"type": "string"}, "description": "Subscribed patterns."},
            "enabled": {"type": "boolean", "description": "Whether deliveries are sent."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    WEBHOOK_DISABLED = "webhook.disabled", "webhook",
    "A webhook subscription was disabled by the service (for example after its endpoint answered 410).",
    r#"{
      "type": "object",
      "required": ["webhook", "reason"],
      "properties": {
        "webhook": {
          "type": "object",
          "description": "The subscription (never its secret).",
          "required": ["id", "url", "events", "enabled"],
          "properties": {
            "id": {"type": "string", "pattern": "^whk_", "description": "Subscription id (`whk_…`)."},
            "url": {"type": "string", "format": "uri", "description": "Receiving endpoint."},
            "events": {"type": "array", "items": {"type": "string"}, "description": "Subscribed patterns."},
            "enabled": {"type": "boolean", "description": "Whether deliveries are sent."}
          },
          "additionalProperties": true
        },
        "reason": {"type": "string", "description": "Why it was disabled."}
      },
      "additionalProperties": true
    }"#;

    WEBHOOK_TEST = "webhook.test", "webhook",
    "A test event was requested for a webhook subscription (POST /v1/webhooks/{webhookId}/test).",
    r#"{
      "type": "object",
      "required": ["webhook", "message"],
      "properties": {
        "webhook": {
          "type": "object",
          "description": "The subscription.",
          "required": ["id"],
          "properties": {
            "id": {"type": "string", "pattern": "^whk_", "description": "Subscription id (`whk_…`)."}
          },
          "additionalProperties": true
        },
        "message": {
          "type": "string",
          "description": "A fixed message confirming the endpoint receives deliveries."
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_PRODUCT_CREATED = "marketplace.product.created", "marketplace",
    "A marketplace product was created.",
    r#"{
      "type": "object",
      "required": ["product"],
      "properties": {
        "product": {
          "type": "object",
          "description": "The product.",
          "required": ["id", "title", "price", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^prod_", "description": "Product id (`prod_…`)."},
            "title": {"type": "string", "description": "Product title."},
            "kind": {"type": "string", "enum": ["exam", "course", "game"], "description": "What is sold."},
            "resourceId": {"type": "string", "description": "Id of the exam, course or game sold."},
            "price": {
              "type": "object",
              "description": "List price.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "status": {"type": "string", "description": "Product state: `draft` or `published`."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_PRODUCT_UPDATED = "marketplace.product.updated", "marketplace",
    "A marketplace product was changed.",
    r#"{
      "type": "object",
      "required": ["product"],
      "properties": {
        "product": {
          "type": "object",
          "description": "The product.",
          "required": ["id", "title", "price", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^prod_", "description": "Product id (`prod_…`)."},
            "title": {"type": "string", "description": "Product title."},
            "kind": {"type": "string", "enum": ["exam", "course", "game"], "description": "What is sold."},
            "resourceId": {"type": "string", "description": "Id of the exam, course or game sold."},
            "price": {
              "type": "object",
              "description": "List price.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "status": {"type": "string", "description": "Product state: `draft` or `published`."},
            "updatedAt": {"type": "string", "format": "date-time", "description": "When it changed."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_PRODUCT_PUBLISHED = "marketplace.product.published", "marketplace",
    "A marketplace product was published and can be bought.",
    r#"{
      "type": "object",
      "required": ["product"],
      "properties": {
        "product": {
          "type": "object",
          "description": "The product.",
          "required": ["id", "title", "price", "status", "publishedAt"],
          "properties": {
            "id": {"type": "string", "pattern": "^prod_", "description": "Product id (`prod_…`)."},
            "title": {"type": "string", "description": "Product title."},
            "kind": {"type": "string", "enum": ["exam", "course", "game"], "description": "What is sold."},
            "resourceId": {"type": "string", "description": "Id of the exam, course or game sold."},
            "price": {
              "type": "object",
              "description": "List price.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "status": {"type": "string", "description": "Product state: `draft` or `published`."},
            "publishedAt": {"type": "string", "format": "date-time", "description": "When it was published."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_PURCHASE_COMPLETED = "marketplace.purchase.completed", "marketplace",
    "A marketplace purchase was paid.",
    r#"{
      "type": "object",
      "required": ["purchase"],
      "properties": {
        "purchase": {
          "type": "object",
          "description": "The purchase.",
          "required": ["id", "productId", "price", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^pur_", "description": "Purchase id (`pur_…`)."},
            "productId": {"type": "string", "pattern": "^prod_", "description": "Product id (`prod_…`)."},
            "price": {
              "type": "object",
              "description": "Amount paid.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "commission": {
              "type": "object",
              "description": "Platform commission on the sale.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "status": {"type": "string", "description": "Purchase state: `completed` or `refunded`."},
            "completedAt": {"type": "string", "format": "date-time", "description": "When it was paid."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_PURCHASE_REFUNDED = "marketplace.purchase.refunded", "marketplace",
    "A marketplace purchase was refunded.",
    r#"{
      "type": "object",
      "required": ["purchase"],
      "properties": {
        "purchase": {
          "type": "object",
          "description": "The purchase.",
          "required": ["id", "productId", "price", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^pur_", "description": "Purchase id (`pur_…`)."},
            "productId": {"type": "string", "pattern": "^prod_", "description": "Product id (`prod_…`)."},
            "price": {
              "type": "object",
              "description": "Amount paid.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "commission": {
              "type": "object",
              "description": "Platform commission on the sale.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "status": {"type": "string", "description": "Purchase state: `completed` or `refunded`."},
            "refundedAt": {"type": "string", "format": "date-time", "description": "When it was refunded."},
            "refundReason": {"type": "string", "description": "Why it was refunded."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_ENROLLMENT_CREATED = "marketplace.enrollment.created", "marketplace",
    "A learner was enrolled in a marketplace product.",
    r#"{
      "type": "object",
      "required": ["enrollment"],
      "properties": {
        "enrollment": {
          "type": "object",
          "description": "The enrollment.",
          "required": ["id", "productId"],
          "properties": {
            "id": {"type": "string", "pattern": "^enr_", "description": "Enrollment id (`enr_…`)."},
            "productId": {"type": "string", "pattern": "^prod_", "description": "Product id (`prod_…`)."},
            "purchaseId": {"type": "string", "pattern": "^pur_", "description": "Purchase id (`pur_…`)."},
            "learnerRef": {"type": "string", "description": "The caller's reference for the learner."},
            "createdAt": {"type": "string", "format": "date-time", "description": "When it was created."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_PAYOUT_CREATED = "marketplace.payout.created", "marketplace",
    "A payout to the seller was scheduled.",
    r#"{
      "type": "object",
      "required": ["payout"],
      "properties": {
        "payout": {
          "type": "object",
          "description": "The payout.",
          "required": ["id", "amount", "status"],
          "properties": {
            "id": {"type": "string", "pattern": "^pay_", "description": "Payout id (`pay_…`)."},
            "amount": {
              "type": "object",
              "description": "Amount paid out.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "status": {"type": "string", "enum": ["pending", "paid"], "description": "Payout state."},
            "periodStart": {"type": "string", "format": "date-time", "description": "Start of the period covered."},
            "periodEnd": {"type": "string", "format": "date-time", "description": "End of the period covered."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_PAYOUT_PAID = "marketplace.payout.paid", "marketplace",
    "A payout to the seller was paid.",
    r#"{
      "type": "object",
      "required": ["payout"],
      "properties": {
        "payout": {
          "type": "object",
          "description": "The payout.",
          "required": ["id", "amount", "status", "paidAt"],
          "properties": {
            "id": {"type": "string", "pattern": "^pay_", "description": "Payout id (`pay_…`)."},
            "amount": {
              "type": "object",
              "description": "Amount paid out.",
              "required": ["amount", "currency"],
              "properties": {
                "amount": {
                  "type": "integer",
                  "description": "Amount in the currency's minor unit (cents).",
                  "minimum": 0
                },
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code."}
              },
              "additionalProperties": true
            },
            "status": {"type": "string", "enum": ["pending", "paid"], "description": "Payout state."},
            "periodStart": {"type": "string", "format": "date-time", "description": "Start of the period covered."},
            "periodEnd": {"type": "string", "format": "date-time", "description": "End of the period covered."},
            "paidAt": {"type": "string", "format": "date-time", "description": "When it was paid."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_SETTINGS_UPDATED = "marketplace.settings.updated", "marketplace",
    "The account's marketplace settings (white-label branding) were changed.",
    r#"{
      "type": "object",
      "required": ["settings"],
      "properties": {
        "settings": {
          "type": "object",
          "description": "The marketplace settings.",
          "required": ["accountId", "changedFields"],
          "properties": {
            "accountId": {"type": "string", "pattern": "^acc_", "description": "Account id (`acc_…`)."},
            "changedFields": {
              "type": "array",
              "items": {"type": "string"},
              "description": "Names of the settings that changed."
            },
            "updatedAt": {"type": "string", "format": "date-time", "description": "When they changed."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    MARKETPLACE_COMMISSION_UPDATED = "marketplace.commission.updated", "marketplace",
    "The account's marketplace commission rate was changed.",
    r#"{
      "type": "object",
      "required": ["commission"],
      "properties": {
        "commission": {
          "type": "object",
          "description": "The commission.",
          "required": ["accountId", "rate"],
          "properties": {
            "accountId": {"type": "string", "pattern": "^acc_", "description": "Account id (`acc_…`)."},
            "rate": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "New commission rate (0..1)."
            },
            "previousRate": {"type": "number", "minimum": 0, "maximum": 1, "description": "Rate before the change."},
            "effectiveAt": {"type": "string", "format": "date-time", "description": "When the new rate applies."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    API_KEY_CREATED = "api_key.created", "api_key",
    "An API key was created.",
    r#"{
      "type": "object",
      "required": ["apiKey"],
      "properties": {
        "apiKey": {
          "type": "object",
          "description": "The key (never its value).",
          "required": ["id", "name", "prefix", "scopes", "environment"],
          "properties": {
            "id": {"type": "string", "pattern": "^key_", "description": "API key id (`key_…`)."},
            "name": {"type": "string", "description": "Name to recognise the key by."},
            "prefix": {
              "type": "string",
              "description": "First characters of the value (`eg_test_AbCd`); never the value itself."
            },
            "scopes": {"type": "array", "items": {"type": "string"}, "description": "Scopes granted."},
            "environment": {"type": "string", "enum": ["live", "test"], "description": "Key environment."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    API_KEY_REVOKED = "api_key.revoked", "api_key",
    "An API key was revoked; it no longer authenticates.",
    r#"{
      "type": "object",
      "required": ["apiKey"],
      "properties": {
        "apiKey": {
          "type": "object",
          "description": "The key (never its value).",
          "required": ["id", "name", "prefix", "scopes", "environment"],
          "properties": {
            "id": {"type": "string", "pattern": "^key_", "description": "API key id (`key_…`)."},
            "name": {"type": "string", "description": "Name to recognise the key by."},
            "prefix": {
              "type": "string",
              "description": "First characters of the value (`eg_test_AbCd`); never the value itself."
            },
            "scopes": {"type": "array", "items": {"type": "string"}, "description": "Scopes granted."},
            "environment": {"type": "string", "enum": ["live", "test"], "description": "Key environment."},
            "revokedAt": {"type": "string", "format": "date-time", "description": "When it was revoked."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    API_KEY_ROTATED = "api_key.rotated", "api_key",
    "An API key was rotated: a new key replaces it and it stops working at expiresAt.",
    r#"{
      "type": "object",
      "required": ["apiKey"],
      "properties": {
        "apiKey": {
          "type": "object",
          "description": "The key (never its value).",
          "required": ["id", "name", "prefix", "scopes", "environment", "replacedBy", "expiresAt"],
          "properties": {
            "id": {"type": "string", "pattern": "^key_", "description": "API key id (`key_…`)."},
            "name": {"type": "string", "description": "Name to recognise the key by."},
            "prefix": {
              "type": "string",
              "description": "First characters of the value (`eg_test_AbCd`); never the value itself."
            },
            "scopes": {"type": "array", "items": {"type": "string"}, "description": "Scopes granted."},
            "environment": {"type": "string", "enum": ["live", "test"], "description": "Key environment."},
            "replacedBy": {"type": "string", "pattern": "^key_", "description": "Replacing API key id (`key_…`)."},
            "expiresAt": {
              "type": "string",
              "format": "date-time",
              "description": "When this key stops working (end of the grace period)."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    API_KEY_EXPIRED = "api_key.expired", "api_key",
    "An API key reached its expiry (the end of a rotation's grace period) and no longer authenticates.",
    r#"{
      "type": "object",
      "required": ["apiKey"],
      "properties": {
        "apiKey": {
          "type": "object",
          "description": "The key (never its value).",
          "required": ["id", "name", "prefix", "scopes", "environment"],
          "properties": {
            "id": {"type": "string", "pattern": "^key_", "description": "API key id (`key_…`)."},
            "name": {"type": "string", "description": "Name to recognise the key by."},
            "prefix": {
              "type": "string",
              "description": "First characters of the value (`eg_test_AbCd`); never the value itself."
            },
            "scopes": {"type": "array", "items": {"type": "string"}, "description": "Scopes granted."},
            "environment": {"type": "string", "enum": ["live", "test"], "description": "Key environment."},
            "expiresAt": {"type": "string", "format": "date-time", "description": "When it expired."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    QUOTA_DAILY_WARNING = "quota.daily.warning", "quota",
    "The account used most of its daily quota (80 % by default).",
    r#"{
      "type": "object",
      "required": ["quota"],
      "properties": {
        "quota": {
          "type": "object",
          "description": "The quota.",
          "required": ["window", "limit", "used", "resetsAt"],
          "properties": {
            "window": {
              "type": "string",
              "const": "day",
              "description": "Quota window: `minute` (requests per minute) or `day` (UTC day)."
            },
            "limit": {"type": "integer", "description": "Requests allowed in the window.", "minimum": 0},
            "used": {
              "type": "integer",
              "description": "Requests counted so far in the window.",
              "minimum": 0
            },
            "resetsAt": {"type": "string", "format": "date-time", "description": "When the window resets."},
            "threshold": {
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "description": "Fraction of the limit that triggered the warning."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    QUOTA_DAILY_EXCEEDED = "quota.daily.exceeded", "quota",
    "The account exhausted its daily quota; requests get 429 until it resets.",
    r#"{
      "type": "object",
      "required": ["quota"],
      "properties": {
        "quota": {
          "type": "object",
          "description": "The quota.",
          "required": ["window", "limit", "used", "resetsAt"],
          "properties": {
            "window": {
              "type": "string",
              "const": "day",
              "description": "Quota window: `minute` (requests per minute) or `day` (UTC day)."
            },
            "limit": {"type": "integer", "description": "Requests allowed in the window.", "minimum": 0},
            "used": {
              "type": "integer",
              "description": "Requests counted so far in the window.",
              "minimum": 0
            },
            "resetsAt": {"type": "string", "format": "date-time", "description": "When the window resets."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    QUOTA_MINUTE_EXCEEDED = "quota.minute.exceeded", "quota",
    "The account exhausted its per-minute quota; requests get 429 until it resets.",
    r#"{
      "type": "object",
      "required": ["quota"],
      "properties": {
        "quota": {
          "type": "object",
          "description": "The quota.",
          "required": ["window", "limit", "used", "resetsAt"],
          "properties": {
            "window": {
              "type": "string",
              "const": "minute",
              "description": "Quota window: `minute` (requests per minute) or `day` (UTC day)."
            },
            "limit": {"type": "integer", "description": "Requests allowed in the window.", "minimum": 0},
            "used": {
              "type": "integer",
              "description": "Requests counted so far in the window.",
              "minimum": 0
            },
            "resetsAt": {"type": "string", "format": "date-time", "description": "When the window resets."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    ACCOUNT_UPDATED = "account.updated", "account",
    "The account's record (name, tier, limits or payment method) was changed.",
    r#"{
      "type": "object",
      "required": ["account"],
      "properties": {
        "account": {
          "type": "object",
          "description": "The account.",
          "required": ["id", "name", "tier"],
          "properties": {
            "id": {"type": "string", "pattern": "^acc_", "description": "Account id (`acc_…`)."},
            "name": {"type": "string", "description": "Display name."},
            "tier": {
              "type": "string",
              "enum": ["discovery", "essentiel", "integral", "enterprise"],
              "description": "The plan."
            },
            "paymentMethod": {"type": "boolean", "description": "Whether a payment method is on file."}
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;

    OAUTH_CLIENT_AUTHORIZED = "oauth.client.authorized", "oauth",
    "The account authorized an OAuth client.",
    r#"{
      "type": "object",
      "required": ["client", "scopes"],
      "properties": {
        "client": {
          "type": "object",
          "description": "The OAuth client.",
          "required": ["id"],
          "properties": {
            "id": {"type": "string", "pattern": "^cli_", "description": "OAuth client id (`cli_…`)."},
            "name": {"type": "string", "description": "Client name."}
          },
          "additionalProperties": true
        },
        "scopes": {"type": "array", "items": {"type": "string"}, "description": "Scopes granted."}
      },
      "additionalProperties": true
    }"#;

    OAUTH_TOKEN_REVOKED = "oauth.token.revoked", "oauth",
    "An OAuth token was revoked (on request, or with its whole family when a spent refresh token was reused).",
    r#"{
      "type": "object",
      "required": ["client", "token"],
      "properties": {
        "client": {
          "type": "object",
          "description": "The OAuth client.",
          "required": ["id"],
          "properties": {
            "id": {"type": "string", "pattern": "^cli_", "description": "OAuth client id (`cli_…`)."}
          },
          "additionalProperties": true
        },
        "token": {
          "type": "object",
          "description": "The revoked token (never its value).",
          "required": ["kind", "reason"],
          "properties": {
            "kind": {
              "type": "string",
              "enum": ["access_token", "refresh_token"],
              "description": "Token kind."
            },
            "reason": {
              "type": "string",
              "enum": ["requested", "refresh_token_reuse"],
              "description": "Why it was revoked."
            }
          },
          "additionalProperties": true
        }
      },
      "additionalProperties": true
    }"#;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn required(schema: &Value) -> HashSet<&str> {
        schema["required"]
            .as_array()
            .expect("required is an array")
            .iter()
            .map(|v| v.as_str().expect("required names are strings"))
            .collect()
    }

    #[test]
    fn there_are_exactly_60_types_with_unique_names() {
        assert_eq!(EVENT_TYPES.len(), 60);
        let names: HashSet<_> = EVENT_TYPES.iter().map(|t| t.name).collect();
        assert_eq!(names.len(), 60);
    }

    #[test]
    fn families_are_the_first_segment_and_names_are_well_formed() {
        for t in EVENT_TYPES {
            assert_eq!(t.family, t.name.split('.').next().unwrap(), "{}", t.name);
            assert!(t.name.split('.').count() >= 2, "{}", t.name);
            assert!(
                t.name.split('.').all(|seg| !seg.is_empty()
                    && seg
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')),
                "{}",
                t.name
            );
            assert!(t.description.ends_with('.'), "{}", t.name);
        }
    }

    #[test]
    fn family_counts() {
        let count = |family: &str| EVENT_TYPES.iter().filter(|t| t.family == family).count();
        assert_eq!(count("exam"), 15);
        assert_eq!(count("paper"), 5);
        assert_eq!(count("course"), 10);
        assert_eq!(count("game"), 5);
        assert_eq!(count("webhook"), 5);
        assert_eq!(count("marketplace"), 10);
        assert_eq!(count("api_key"), 4);
        assert_eq!(count("quota"), 3);
        assert_eq!(count("account"), 1);
        assert_eq!(count("oauth"), 2);
    }

    #[test]
    fn every_schema_is_an_open_object_schema_with_declared_required_fields() {
        fn check(name: &str, path: &str, s: &Value) {
            if s["type"] != "object" {
                return;
            }
            assert_eq!(s["additionalProperties"], true, "{name} {path}");
            let props = s["properties"]
                .as_object()
                .unwrap_or_else(|| panic!("{name} {path}"));
            for r in required(s) {
                assert!(
                    props.contains_key(r),
                    "{name} {path} requires undeclared {r}"
                );
            }
            for (k, v) in props {
                assert!(!k.contains('_'), "{name} {path}.{k} is not camelCase");
                check(name, &format!("{path}.{k}"), v);
                if let Some(items) = v.get("items") {
                    check(name, &format!("{path}.{k}[]"), items);
                }
            }
        }
        for t in EVENT_TYPES {
            let s: Value =
                serde_json::from_str(t.schema).unwrap_or_else(|e| panic!("{}: {e}", t.name));
            assert_eq!(s["type"], "object", "{}", t.name);
            assert!(!required(&s).is_empty(), "{}", t.name);
            check(t.name, "data", &s);
            assert_eq!(schema(t.name), Some(s));
        }
    }

    #[test]
    fn constants_equal_their_names() {
        assert_eq!(EXAM_GENERATION_STARTED, "exam.generation.started");
        assert_eq!(EXAM_GENERATION_COMPLETED, "exam.generation.completed");
        assert_eq!(EXAM_NODE_UPDATED, "exam.node.updated");
        assert_eq!(EXAM_EXPORT_FAILED, "exam.export.failed");
        assert_eq!(EXAM_PAPER_RENDERED, "exam.paper.rendered");
        assert_eq!(EXAM_SUBMISSION_CORRECTED, "exam.submission.corrected");
        assert_eq!(
            PAPER_CORRECTION_NEEDS_REVIEW,
            "paper.correction.needs_review"
        );
        assert_eq!(COURSE_SECTION_WRITTEN, "course.section.written");
        assert_eq!(GAME_DELETED, "game.deleted");
        assert_eq!(WEBHOOK_TEST, "webhook.test");
        assert_eq!(
            MARKETPLACE_COMMISSION_UPDATED,
            "marketplace.commission.updated"
        );
        assert_eq!(API_KEY_ROTATED, "api_key.rotated");
        assert_eq!(QUOTA_MINUTE_EXCEEDED, "quota.minute.exceeded");
        assert_eq!(ACCOUNT_UPDATED, "account.updated");
        assert_eq!(OAUTH_TOKEN_REVOKED, "oauth.token.revoked");
        for t in EVENT_TYPES {
            assert_eq!(event_type(t.name), Some(t));
        }
        assert_eq!(event_type("exam.nope"), None);
        assert_eq!(schema("exam.nope"), None);
    }

    #[test]
    fn exam_generation_completed_carries_exactly_the_contract_fields() {
        let s = schema(EXAM_GENERATION_COMPLETED).unwrap();
        assert_eq!(required(&s), HashSet::from(["exam"]));
        let exam = &s["properties"]["exam"];
        assert_eq!(exam["type"], "object");
        assert_eq!(
            required(exam),
            HashSet::from(["id", "subject", "level", "nodeCount"])
        );
        let props = exam["properties"].as_object().unwrap();
        assert_eq!(props.len(), 4);
        assert_eq!(props["id"]["type"], "string");
        assert_eq!(props["id"]["pattern"], "^exam_");
        assert_eq!(props["subject"]["type"], "string");
        assert_eq!(props["level"]["type"], "string");
        assert_eq!(props["nodeCount"]["type"], "integer");
    }

    #[test]
    fn shapes_fixed_by_the_brief() {
        let api_key = schema(API_KEY_CREATED).unwrap();
        let key = &api_key["properties"]["apiKey"];
        assert_eq!(
            required(key),
            HashSet::from(["id", "name", "prefix", "scopes", "environment"])
        );
        assert!(key["properties"].get("value").is_none());
        let rotated = schema(API_KEY_ROTATED).unwrap();
        let rotated = &rotated["properties"]["apiKey"];
        assert!(required(rotated).is_superset(&HashSet::from(["replacedBy", "expiresAt"])));

        for name in [
            WEBHOOK_CREATED,
            WEBHOOK_UPDATED,
            WEBHOOK_DELETED,
            WEBHOOK_DISABLED,
        ] {
            let s = schema(name).unwrap();
            assert_eq!(
                required(&s["properties"]["webhook"]),
                HashSet::from(["id", "url", "events", "enabled"])
            );
        }
        let disabled = schema(WEBHOOK_DISABLED).unwrap();
        assert_eq!(required(&disabled), HashSet::from(["webhook", "reason"]));
        let test = schema(WEBHOOK_TEST).unwrap();
        assert_eq!(required(&test), HashSet::from(["webhook", "message"]));
        assert_eq!(
            required(&test["properties"]["webhook"]),
            HashSet::from(["id"])
        );

        for name in [
            QUOTA_DAILY_WARNING,
            QUOTA_DAILY_EXCEEDED,
            QUOTA_MINUTE_EXCEEDED,
        ] {
            let s = schema(name).unwrap();
            let q = &s["properties"]["quota"];
            assert!(
                required(q).is_superset(&HashSet::from(["window", "limit", "used", "resetsAt"]))
            );
            assert_eq!(q["properties"]["resetsAt"]["format"], "date-time");
        }

        let failed = schema(EXAM_GENERATION_FAILED).unwrap();
        assert_eq!(
            required(&failed["properties"]["error"]),
            HashSet::from(["code", "detail"])
        );
        let node = schema(EXAM_NODE_UPDATED).unwrap();
        assert_eq!(
            required(&node["properties"]["node"]),
            HashSet::from(["id", "version"])
        );
        let blueprint = schema(EXAM_BLUEPRINT_VALIDATED).unwrap();
        assert_eq!(
            required(&blueprint["properties"]["blueprint"]),
            HashSet::from(["valid", "errors", "warnings"])
        );
    }

    #[test]
    fn resource_ids_carry_their_prefix() {
        let cases = [
            (COURSE_PUBLISHED, "course", "^crs_"),
            (COURSE_SECTION_WRITTEN, "section", "^sec_"),
            (GAME_UPDATED, "game", "^game_"),
            (EXAM_EXPORT_COMPLETED, "export", "^exp_"),
            (EXAM_SUBMISSION_RECEIVED, "submission", "^sub_"),
            (MARKETPLACE_PRODUCT_CREATED, "product", "^prod_"),
            (MARKETPLACE_PURCHASE_COMPLETED, "purchase", "^pur_"),
            (MARKETPLACE_ENROLLMENT_CREATED, "enrollment", "^enr_"),
            (MARKETPLACE_PAYOUT_PAID, "payout", "^pay_"),
            (OAUTH_CLIENT_AUTHORIZED, "client", "^cli_"),
            (ACCOUNT_UPDATED, "account", "^acc_"),
            (WEBHOOK_CREATED, "webhook", "^whk_"),
            (API_KEY_REVOKED, "apiKey", "^key_"),
        ];
        for (name, key, pattern) in cases {
            let s = schema(name).unwrap();
            let resource = &s["properties"][key];
            assert!(required(&s).contains(key), "{name}");
            assert!(required(resource).contains("id"), "{name}");
            assert_eq!(resource["properties"]["id"]["pattern"], pattern, "{name}");
        }
    }

    #[test]
    fn openapi_webhooks_parse_as_an_openapi_3_1_document() {
        let doc = json!({
            "openapi": "3.1.0",
            "info": { "title": "edugen", "version": "v1" },
            "paths": {},
            "webhooks": openapi_webhooks()
        });
        let spec = oas3::from_json(doc.to_string()).expect("parses as OpenAPI 3.1");
        assert_eq!(spec.webhooks.len(), 60);
        let op = spec.webhooks[EXAM_GENERATION_COMPLETED]
            .post
            .as_ref()
            .unwrap();
        assert_eq!(op.operation_id.as_deref(), Some("examGenerationCompleted"));
    }

    #[test]
    fn openapi_webhooks_has_one_operation_per_type() {
        let webhooks = openapi_webhooks();
        let webhooks = webhooks.as_object().unwrap();
        assert_eq!(webhooks.len(), 60);
        let mut ids = HashSet::new();
        for t in EVENT_TYPES {
            let op = &webhooks[t.name]["post"];
            assert!(
                ids.insert(op["operationId"].as_str().unwrap().to_owned()),
                "{}",
                t.name
            );
            assert_eq!(op["summary"], t.description);
            let body = &op["requestBody"]["content"]["application/json"]["schema"];
            assert_eq!(body["properties"]["type"]["const"], t.name);
            assert_eq!(body["properties"]["api_version"]["const"], "v1");
            assert_eq!(body["properties"]["id"]["pattern"], "^evt_");
            assert_eq!(body["properties"]["account_id"]["pattern"], "^acc_");
            assert_eq!(body["properties"]["idempotency_key"]["pattern"], "^idem_");
            assert_eq!(body["properties"]["created_at"]["format"], "date-time");
            assert_eq!(body["properties"]["data"], schema(t.name).unwrap());
            assert_eq!(required(body).len(), 7);
            let header = &op["parameters"][0];
            assert_eq!(header["name"], "X-Edugen-Signature");
            assert_eq!(header["in"], "header");
            assert_eq!(header["required"], true);
            assert!(op["responses"]["2XX"]["description"].is_string());
        }
        assert_eq!(ids.len(), 60);
        assert_eq!(
            webhooks[EXAM_GENERATION_COMPLETED]["post"]["operationId"],
            "examGenerationCompleted"
        );
        assert_eq!(
            webhooks[API_KEY_CREATED]["post"]["operationId"],
            "apiKeyCreated"
        );
        assert_eq!(
            webhooks[PAPER_CORRECTION_NEEDS_REVIEW]["post"]["operationId"],
            "paperCorrectionNeedsReview"
        );
    }
}
