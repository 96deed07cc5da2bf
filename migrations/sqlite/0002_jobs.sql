-- Jobs: background work (webhook deliveries) enqueued with the change that causes it, claimed
-- by workers under a lease.
CREATE TABLE jobs (
    id             TEXT    NOT NULL PRIMARY KEY,
    queue          TEXT    NOT NULL,
    due_at_ms      INTEGER NOT NULL, -- Unix milliseconds
    payload        TEXT    NOT NULL, -- JSON
    lease_until_ms INTEGER NULL,
    token          TEXT    NULL
);

CREATE INDEX jobs_queue_due ON jobs (queue, due_at_ms);
