-- Usage counters (GET /v1/analytics/usage): one row per account, hour, key mode, route family and
-- metric. Nodes add their batched counts to the row (never overwrite it), so several nodes add up.
CREATE TABLE usage_counters (
    account  TEXT COLLATE "C" NOT NULL,
    start_ms BIGINT NOT NULL, -- the hour's start, Unix milliseconds
    mode     TEXT COLLATE "C" NOT NULL, -- test or live
    family   TEXT COLLATE "C" NOT NULL,
    metric   TEXT COLLATE "C" NOT NULL,
    total    BIGINT NOT NULL,
    PRIMARY KEY (account, start_ms, mode, family, metric)
);
