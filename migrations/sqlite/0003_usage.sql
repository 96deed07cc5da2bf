-- Usage counters (GET /v1/analytics/usage): one row per account, hour, key mode, route family and
-- metric. Nodes add their batched counts to the row (never overwrite it).
CREATE TABLE usage_counters (
    account  TEXT    NOT NULL,
    start_ms INTEGER NOT NULL, -- the hour's start, Unix milliseconds
    mode     TEXT    NOT NULL, -- test or live
    family   TEXT    NOT NULL,
    metric   TEXT    NOT NULL,
    total    INTEGER NOT NULL,
    PRIMARY KEY (account, start_ms, mode, family, metric)
);
