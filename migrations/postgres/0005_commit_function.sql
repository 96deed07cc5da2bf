-- Batches in one statement, so one round trip: `edugen_commit` applies one batch,
-- `edugen_commit_many` several (a node's group commit), each statement its own transaction.
--
-- A batch's writes are applied in order, each checked by its row count, then its job changes;
-- a write whose condition fails raises SQLSTATE 'EG409' naming it (message: kind, detail: id).
-- The advisory locks (`p_locks`, sorted, in namespace `p_namespace`) are taken first, in their
-- global order, so batches writing the same rows queue instead of deadlocking. A statement
-- that enqueued or rescheduled jobs notifies `p_channel` (delivered when it commits).
--
-- p_writes: array of {"op", "kind", "id", "account", "version", "fields", "body", "expected"},
--   op one of put_absent, put_any, put_version, delete_absent, delete_any, delete_version.
-- p_jobs: array of {"op", "id", "queue", "due", "payload", "token"},
--   op one of enqueue, reschedule, finish.

-- One batch's writes and job changes; whether it enqueued or rescheduled jobs.
CREATE OR REPLACE FUNCTION edugen_apply(
    p_writes JSONB,
    p_jobs   JSONB
) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
DECLARE
    w    JSONB;
    j    JSONB;
    n    BIGINT;
    wake BOOLEAN := FALSE;
BEGIN
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
    RETURN wake;
END
$$;

-- One batch: raises 'EG409' (the whole batch undone) when a write's condition fails; returns
-- whether workers were notified.
CREATE OR REPLACE FUNCTION edugen_commit(
    p_namespace INT4,
    p_locks     INT4[],
    p_writes    JSONB,
    p_jobs      JSONB,
    p_channel   TEXT
) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
DECLARE
    wake BOOLEAN;
BEGIN
    IF cardinality(p_locks) > 1 THEN
        PERFORM pg_advisory_xact_lock(p_namespace, k) FROM unnest(p_locks) AS k;
    END IF;
    wake := edugen_apply(p_writes, p_jobs);
    IF wake THEN
        PERFORM pg_notify(p_channel, '');
    END IF;
    RETURN wake;
END
$$;

-- Several batches (array of {"writes", "jobs"}), each all or nothing on its own: a batch whose
-- condition fails is undone (a subtransaction) and the others stand. `p_locks` holds the locks
-- of all of them. Returns one entry per batch, in order: null when applied, else
-- {"kind", "id"} of the write that failed.
CREATE OR REPLACE FUNCTION edugen_commit_many(
    p_namespace INT4,
    p_locks     INT4[],
    p_batches   JSONB,
    p_channel   TEXT
) RETURNS JSONB
LANGUAGE plpgsql AS $$
DECLARE
    b       JSONB;
    wake    BOOLEAN := FALSE;
    results JSONB := '[]'::jsonb;
    v_kind  TEXT;
    v_id    TEXT;
BEGIN
    IF cardinality(p_locks) > 1 THEN
        PERFORM pg_advisory_xact_lock(p_namespace, k) FROM unnest(p_locks) AS k;
    END IF;
    FOR b IN SELECT value FROM jsonb_array_elements(p_batches) LOOP
        BEGIN
            IF edugen_apply(b->'writes', b->'jobs') THEN
                wake := TRUE;
            END IF;
            results := results || 'null'::jsonb;
        EXCEPTION WHEN SQLSTATE 'EG409' THEN
            GET STACKED DIAGNOSTICS v_kind = MESSAGE_TEXT, v_id = PG_EXCEPTION_DETAIL;
            results := results || jsonb_build_array(jsonb_build_object('kind', v_kind, 'id', v_id));
        END;
    END LOOP;
    IF wake THEN
        PERFORM pg_notify(p_channel, '');
    END IF;
    RETURN results;
END
$$;
