-- The push outbox (issue 28 item 3): a push is one row per device, written in the transaction of the write that
-- causes it (a roster change notified, news published, a scheduler's remark), so a process that dies after the
-- commit loses no push. Any server process delivers it (server/push/push-delivery.ts): it claims due rows with
-- SELECT ... FOR UPDATE SKIP LOCKED and holds them until the push service answered, so a process killed meanwhile
-- releases them to the others. Times are on the security clock (real time, never CREW_NOW).
-- device_token is the token the row is for: a push service that reports it gone removes that token only, never one
-- the device registered since. The texts are made at send time in the crew member's language.
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  crm_id text NOT NULL,
  device_uuid text NOT NULL,
  device_token text NOT NULL,
  push_id text NOT NULL,
  kind text NOT NULL,
  path text NOT NULL,
  detail text NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text
);
CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at, id);

-- Every process LISTENs on push_outbox: a row written by any of them (or by a back-office job) wakes the delivery
-- loops at once, after the commit. A short poll catches the rest (retries that became due, rows a killed process held).
CREATE FUNCTION push_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('push_outbox', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER push_outbox_notify AFTER INSERT ON push_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION push_outbox_notify();
