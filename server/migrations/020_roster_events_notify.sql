-- GET roster/{crmId}/events (and POST eventById) are served from memory (server/roster/events.cache.ts). Every
-- change of what they answer, by this server, another server on the same database, an airline's import job or
-- a psql session, NOTIFYs channel roster_events after the commit: the crm_id for roster_events and
-- roster_periods rows, '*' (forget every crew member) for block_months and for a TRUNCATE. Statement-level
-- triggers with transition tables send one notification per crew member and statement, so a bulk import of
-- 100,000 rows sends one per crew member, not one per row.

CREATE FUNCTION roster_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'block_months' THEN
    PERFORM pg_notify('roster_events', '*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('roster_events', crm_id) FROM (SELECT DISTINCT crm_id FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('roster_events', crm_id) FROM (SELECT DISTINCT crm_id FROM old_rows) AS changed;
  ELSE
    -- An update that moves a row to another crm_id changes what both crew members read.
    PERFORM pg_notify('roster_events', crm_id) FROM (SELECT crm_id FROM new_rows UNION SELECT crm_id FROM old_rows) AS changed;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER roster_events_notify_insert AFTER INSERT ON roster_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();
CREATE TRIGGER roster_events_notify_update AFTER UPDATE ON roster_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();
CREATE TRIGGER roster_events_notify_delete AFTER DELETE ON roster_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();
CREATE TRIGGER roster_events_notify_truncate AFTER TRUNCATE ON roster_events
  FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();

CREATE TRIGGER roster_periods_notify_insert AFTER INSERT ON roster_periods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();
CREATE TRIGGER roster_periods_notify_update AFTER UPDATE ON roster_periods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();
CREATE TRIGGER roster_periods_notify_delete AFTER DELETE ON roster_periods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();
CREATE TRIGGER roster_periods_notify_truncate AFTER TRUNCATE ON roster_periods
  FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();

CREATE TRIGGER block_months_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON block_months
  FOR EACH STATEMENT EXECUTE FUNCTION roster_events_notify();
