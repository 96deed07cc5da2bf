-- The PostgreSQL schema of edugen's storage. Text keys use the "C" collation, so ids compare and
-- sort by their bytes (as in the other backends), whatever the database's default collation.
-- Times are Unix milliseconds (BIGINT).

-- Documents: one row per resource, opaque JSON the core reads and writes.
CREATE TABLE documents (
    kind    TEXT COLLATE "C" NOT NULL,
    id      TEXT COLLATE "C" NOT NULL,
    account TEXT COLLATE "C" NOT NULL,
    version BIGINT NOT NULL,
    fields  JSONB  NOT NULL DEFAULT '{}'::jsonb, -- object of string fields lists filter on
    body    JSONB  NOT NULL,
    PRIMARY KEY (kind, id)
);

-- Lists: one account's documents of one kind, by id descending.
CREATE INDEX documents_kind_account_id ON documents (kind, account, id);

-- Idempotency keys: the claim, then the stored response for replay.
CREATE TABLE idempotency_keys (
    scope         TEXT COLLATE "C" NOT NULL,
    key           TEXT COLLATE "C" NOT NULL,
    fingerprint   BYTEA   NOT NULL,
    first_used_ms BIGINT  NOT NULL,
    locked_at_ms  BIGINT  NOT NULL,
    status        INTEGER NULL,     -- set once completed
    headers       JSONB   NULL,     -- array of [name, value], in order
    body          BYTEA   NULL,
    PRIMARY KEY (scope, key)
);

-- Expiry: purging a scope's keys whose window has passed.
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (scope, first_used_ms);

-- Quota counters: one row per subject and window. UNLOGGED: not written to the WAL, so faster,
-- but emptied after a crash of the database server (counts restart from zero) and not copied to
-- replicas.
CREATE UNLOGGED TABLE quota_counters (
    subject      TEXT COLLATE "C" NOT NULL,
    window_key   TEXT COLLATE "C" NOT NULL,
    count        BIGINT NOT NULL,
    resets_at_ms BIGINT NOT NULL,
    PRIMARY KEY (subject, window_key)
);

-- Expiry: purging counters whose window has ended.
CREATE INDEX quota_counters_resets ON quota_counters (resets_at_ms);

-- Jobs: background work (webhook deliveries) enqueued with the change that causes it, claimed
-- by workers under a lease.
CREATE TABLE jobs (
    id             TEXT COLLATE "C" NOT NULL PRIMARY KEY,
    queue          TEXT COLLATE "C" NOT NULL,
    due_at_ms      BIGINT NOT NULL,
    payload        JSONB  NOT NULL,
    lease_until_ms BIGINT NULL,
    token          TEXT   NULL
);

-- Claims: a queue's due jobs, earliest first.
CREATE INDEX jobs_queue_due ON jobs (queue, due_at_ms, id);
