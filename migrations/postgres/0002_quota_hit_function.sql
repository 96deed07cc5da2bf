-- One round trip per quota hit: the whole decision runs in the server, in the statement's own
-- transaction. `p_keys` are distinct and in byte order; `p_limits` and `p_resets` go with them.
-- Returns whether the hit was allowed and the counts after it (unchanged when refused), in the
-- order of `p_keys`; NULL counts when a row vanished under a concurrent purge (the caller retries).
CREATE OR REPLACE FUNCTION edugen_quota_hit(
    p_subject TEXT,
    p_keys    TEXT[],
    p_limits  BIGINT[],
    p_resets  BIGINT[],
    p_now     BIGINT
) RETURNS TABLE (allowed BOOLEAN, counts BIGINT[])
LANGUAGE plpgsql AS $$
DECLARE
    v_counts BIGINT[];
BEGIN
    -- Create the missing rows in key order, like the locks below, so hits cannot deadlock.
    INSERT INTO quota_counters (subject, window_key, count, resets_at_ms)
    SELECT p_subject, w.key, 0, w.resets
      FROM unnest(p_keys, p_resets) AS w(key, resets)
     ORDER BY w.key COLLATE "C"
        ON CONFLICT (subject, window_key) DO NOTHING;

    -- Lock the rows (concurrent hits of the subject wait here, one after another) and read them;
    -- a window that has ended counts from zero.
    SELECT array_agg(CASE WHEN q.resets_at_ms <= p_now THEN 0 ELSE q.count END ORDER BY w.ord)
      INTO v_counts
      FROM unnest(p_keys) WITH ORDINALITY AS w(key, ord)
      JOIN (SELECT window_key, count, resets_at_ms
              FROM quota_counters
             WHERE subject = p_subject AND window_key = ANY(p_keys)
             ORDER BY window_key
               FOR UPDATE) AS q
        ON q.window_key = w.key;

    IF v_counts IS NULL OR cardinality(v_counts) <> cardinality(p_keys) THEN
        RETURN QUERY SELECT false, NULL::BIGINT[];
        RETURN;
    END IF;

    IF EXISTS (SELECT 1 FROM unnest(v_counts, p_limits) AS x(c, l) WHERE x.c >= x.l) THEN
        RETURN QUERY SELECT false, v_counts;
        RETURN;
    END IF;

    UPDATE quota_counters AS q
       SET count = u.c + 1, resets_at_ms = u.r
      FROM unnest(p_keys, v_counts, p_resets) AS u(k, c, r)
     WHERE q.subject = p_subject AND q.window_key = u.k;

    RETURN QUERY
        SELECT true, array_agg(x.c + 1 ORDER BY x.ord)
          FROM unnest(v_counts) WITH ORDINALITY AS x(c, ord);
END
$$;
