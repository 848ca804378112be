-- The pilot's logbook (ours, issue 29): the crew member's "I flew" (pilot flying) mark per leg. One row per leg,
-- the last write wins; the change history records each change (kind 'logbook'). No foreign key to roster_events: a
-- leg the roster later removes keeps its mark harmlessly (the logbook lists only the roster's legs).
CREATE TABLE logbook_pilot_flying (
  crm_id text NOT NULL,
  event_id text NOT NULL,
  pilot_flying boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (crm_id, event_id)
);

ALTER TABLE change_history DROP CONSTRAINT change_history_kind;
ALTER TABLE change_history ADD CONSTRAINT change_history_kind
  CHECK (kind IN ('rosterChangeNotified', 'rosterChangeConfirmed', 'myData', 'notificationSettings', 'roles', 'familyShare', 'logbook'));
