-- GET roster/{crmId}/updates is served from memory (server/roster/updates.cache.ts). Every change of
-- roster_updates, by this server, another server on the same database, an airline's import job or a
-- psql session, NOTIFYs channel roster_updates with the crm_id, delivered after the commit; a TRUNCATE
-- sends '*' (forget every crew member). The server LISTENs and forgets what it kept for that crm_id.

CREATE FUNCTION roster_updates_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('roster_updates', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('roster_updates', OLD.crm_id);
  ELSE
    PERFORM pg_notify('roster_updates', NEW.crm_id);
    -- An update that moves a row to another crm_id changes what both crew members read.
    IF TG_OP = 'UPDATE' AND OLD.crm_id IS DISTINCT FROM NEW.crm_id THEN
      PERFORM pg_notify('roster_updates', OLD.crm_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER roster_updates_notify AFTER INSERT OR UPDATE OR DELETE ON roster_updates
  FOR EACH ROW EXECUTE FUNCTION roster_updates_notify();
CREATE TRIGGER roster_updates_notify_truncate AFTER TRUNCATE ON roster_updates
  FOR EACH STATEMENT EXECUTE FUNCTION roster_updates_notify();
