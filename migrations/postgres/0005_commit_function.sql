-- A batch in one statement, so one round trip: the advisory locks in their global order, the
-- document writes in order, each checked by its row count, the job changes, and the wake-up of
-- the workers. The statement runs as its own transaction; a write whose condition fails raises
-- SQLSTATE 'EG409' naming it (message: kind, detail: id), which rolls the whole batch back.
--
-- p_writes: array of {"op", "kind", "id", "account", "version", "fields", "body", "expected"},
--   op one of put_absent, put_any, put_version, delete_absent, delete_any, delete_version.
-- p_jobs: array of {"op", "id", "queue", "due", "payload", "token"},
--   op one of enqueue, reschedule, finish.
-- Returns whether the batch enqueued or rescheduled jobs (then `p_channel` was notified).
CREATE OR REPLACE FUNCTION edugen_commit(
    p_namespace INT4,
    p_locks     INT4[],
    p_writes    JSONB,
    p_jobs      JSONB,
    p_channel   TEXT
) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
DECLARE
    w    JSONB;
    j    JSONB;
    n    BIGINT;
    wake BOOLEAN := FALSE;
BEGIN
    IF cardinality(p_locks) > 1 THEN
        PERFORM pg_advisory_xact_lock(p_namespace, k) FROM unnest(p_locks) AS k;
    END IF;
    FOR w IN SELECT value FROM jsonb_array_elements(p_writes) LOOP
        CASE w->>'op'
        WHEN 'put_absent' THEN
            INSERT INTO documents (kind, id, account, version, fields, body)
            VALUES (w->>'kind', w->>'id', w->>'account', (w->>'version')::BIGINT,
                    w->'fields', w->'body')
            ON CONFLICT (kind, id) DO NOTHING;
            GET DIAGNOSTICS n = ROW_COUNT;
        WHEN 'put_any' THEN
            INSERT INTO documents (kind, id, account, version, fields, body)
            VALUES (w->>'kind', w->>'id', w->>'account', (w->>'version')::BIGINT,
                    w->'fields', w->'body')
            ON CONFLICT (kind, id) DO UPDATE SET account = excluded.account,
                version = excluded.version, fields = excluded.fields, body = excluded.body;
            GET DIAGNOSTICS n = ROW_COUNT;
        WHEN 'put_version' THEN
            UPDATE documents SET account = w->>'account', version = (w->>'version')::BIGINT,
                fields = w->'fields', body = w->'body'
            WHERE kind = w->>'kind' AND id = w->>'id' AND version = (w->>'expected')::BIGINT;
            GET DIAGNOSTICS n = ROW_COUNT;
        WHEN 'delete_absent' THEN
            -- Nothing to delete; the write only asserts the document does not exist.
            PERFORM 1 FROM documents WHERE kind = w->>'kind' AND id = w->>'id';
            n := CASE WHEN FOUND THEN 0 ELSE 1 END;
        WHEN 'delete_any' THEN
            DELETE FROM documents WHERE kind = w->>'kind' AND id = w->>'id';
            n := 1;
        WHEN 'delete_version' THEN
            DELETE FROM documents
            WHERE kind = w->>'kind' AND id = w->>'id' AND version = (w->>'expected')::BIGINT;
            GET DIAGNOSTICS n = ROW_COUNT;
        END CASE;
        IF n <> 1 THEN
            RAISE EXCEPTION USING ERRCODE = 'EG409', MESSAGE = w->>'kind', DETAIL = w->>'id';
        END IF;
    END LOOP;
    FOR j IN SELECT value FROM jsonb_array_elements(p_jobs) LOOP
        CASE j->>'op'
        WHEN 'enqueue' THEN
            wake := TRUE;
            INSERT INTO jobs (id, queue, due_at_ms, payload)
            VALUES (j->>'id', j->>'queue', (j->>'due')::BIGINT, j->'payload')
            ON CONFLICT (id) DO NOTHING;
        WHEN 'reschedule' THEN
            wake := TRUE;
            UPDATE jobs SET due_at_ms = (j->>'due')::BIGINT, lease_until_ms = NULL, token = NULL
            WHERE id = j->>'id' AND token = j->>'token';
        WHEN 'finish' THEN
            DELETE FROM jobs WHERE id = j->>'id' AND token = j->>'token';
        END CASE;
        GET DIAGNOSTICS n = ROW_COUNT;
        IF n <> 1 THEN
            RAISE EXCEPTION USING ERRCODE = 'EG409', MESSAGE = 'job', DETAIL = j->>'id';
        END IF;
    END LOOP;
    IF wake THEN
        -- Delivered to every listening process when (and only if) the batch commits.
        PERFORM pg_notify(p_channel, '');
    END IF;
    RETURN wake;
END
$$;
