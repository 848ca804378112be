-- Change history (issue 12 part 4): what the crew member reads under Settings -> History. One row per roster
-- change notified to them, per confirmation they made, and per write they made to their own data (my data,
-- notification settings, leg roles), written in the same transaction as that write. `changes` holds
-- [{ field, before, after }] encoded with the core HistoryChange codec.
-- Append-only: the server has no UPDATE or DELETE path for it, and the trigger below refuses both from any
-- connection (psql and import jobs included). The same trigger runs on the embedded database and on PostgreSQL.
CREATE TABLE change_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  crm_id text NOT NULL,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  section text,
  subject text NOT NULL,
  changes jsonb NOT NULL,
  CONSTRAINT change_history_kind CHECK (kind IN ('rosterChangeNotified', 'rosterChangeConfirmed', 'myData', 'notificationSettings', 'roles'))
);
-- GET rest/pems/history/{crmId} reads one crew member's rows newest first, a page at a time.
CREATE INDEX change_history_crm ON change_history (crm_id, id DESC);

CREATE FUNCTION change_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'change_history is append-only: % is refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER change_history_append_only BEFORE UPDATE OR DELETE ON change_history
  FOR EACH ROW EXECUTE FUNCTION change_history_append_only();
