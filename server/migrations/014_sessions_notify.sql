-- The session lookup of every request is served from memory (server/security/session.cache.ts). A
-- renew or a logout (UPDATE), or a purge (DELETE), done by any process NOTIFYs channel sessions with
-- the session id, delivered after the commit; a TRUNCATE sends '*'. A new session (INSERT) needs no
-- notification: nobody can have looked its id up before it existed.

CREATE FUNCTION sessions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sessions', '*');
  ELSE
    PERFORM pg_notify('sessions', OLD.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify();
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify();
