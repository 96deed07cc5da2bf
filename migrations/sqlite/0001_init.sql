-- Documents: one row per resource, opaque JSON the core reads and writes.
CREATE TABLE documents (
    kind    TEXT    NOT NULL,
    id      TEXT    NOT NULL,
    account TEXT    NOT NULL,
    version INTEGER NOT NULL,
    fields  TEXT    NOT NULL DEFAULT '{}', -- JSON object of string fields lists filter on
    body    TEXT    NOT NULL,              -- JSON
    PRIMARY KEY (kind, id)
);

-- Lists: one account's documents of one kind, by id descending.
CREATE INDEX documents_kind_account_id ON documents (kind, account, id);

-- Idempotency keys: the claim, then the stored response for replay.
CREATE TABLE idempotency_keys (
    scope         TEXT    NOT NULL,
    key           TEXT    NOT NULL,
    fingerprint   BLOB    NOT NULL,
    first_used_ms INTEGER NOT NULL, -- Unix milliseconds
    locked_at_ms  INTEGER NOT NULL, -- Unix milliseconds
    status        INTEGER NULL,     -- set once completed
    headers       TEXT    NULL,     -- JSON array of [name, value]
    body          BLOB    NULL,
    PRIMARY KEY (scope, key)
);

-- Expiry: purging a scope's keys whose window has passed.
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (scope, first_used_ms);
