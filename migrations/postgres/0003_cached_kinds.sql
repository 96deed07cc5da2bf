-- Documents some process keeps in its own cache (`Storage::get_cached`): the kinds such reads
-- registered, and a trigger that announces every change to a document of those kinds on the
-- channel `edugen_docs` (payload `kind<TAB>id`), from the changing transaction, so every process
-- forgets the document when (and only if) the change commits.
CREATE TABLE cached_kinds (
    kind TEXT COLLATE "C" NOT NULL PRIMARY KEY
);

-- Registers `p_kind` (once, by the first process that caches it). A process caches documents of
-- the kind only after this returns: the table lock waits for every transaction then writing
-- documents (their changes were not announced, but they are committed before the process reads),
-- and holds back new ones until the kind is registered (their changes are announced).
CREATE OR REPLACE FUNCTION edugen_cache_kind(p_kind TEXT) RETURNS VOID
LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM cached_kinds WHERE kind = p_kind) THEN
        RETURN;
    END IF;
    PERFORM set_config('lock_timeout', '2s', true);
    LOCK TABLE documents IN SHARE MODE;
    INSERT INTO cached_kinds (kind) VALUES (p_kind) ON CONFLICT (kind) DO NOTHING;
END
$$;

CREATE OR REPLACE FUNCTION edugen_document_changed() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
DECLARE
    v_kind TEXT;
    v_id   TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        v_kind := OLD.kind;
        v_id := OLD.id;
    ELSE
        v_kind := NEW.kind;
        v_id := NEW.id;
    END IF;
    -- Each statement of this (volatile) function sees what committed before it runs: a kind
    -- registered while the change was under way is seen here.
    IF EXISTS (SELECT 1 FROM cached_kinds WHERE kind = v_kind) THEN
        PERFORM pg_notify('edugen_docs', v_kind || E'\t' || v_id);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER documents_announce_cached
    AFTER INSERT OR UPDATE OR DELETE ON documents
    FOR EACH ROW EXECUTE FUNCTION edugen_document_changed();
