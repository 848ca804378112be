-- Roster data (SPEC sections 3 and 7): events, roster periods, block months, updates info, roster changes,
-- and the per-event details (roles, hotel, crew on a leg) and the summary.

-- One row per event, pairing children included (parent_logical_id set); body is the wire event encoded
-- with the core roster codec. from_utc/to_utc serve the period queries.
CREATE TABLE roster_events (
  crm_id text NOT NULL,
  event_id text NOT NULL,
  logical_id text NOT NULL,
  parent_logical_id text,
  event_type text NOT NULL,
  from_utc timestamptz NOT NULL,
  to_utc timestamptz NOT NULL,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (crm_id, event_id),
  CONSTRAINT roster_events_time_order CHECK (from_utc <= to_utc)
);
CREATE UNIQUE INDEX roster_events_logical_id ON roster_events (crm_id, logical_id);
CREATE INDEX roster_events_period ON roster_events (crm_id, from_utc, to_utc);
CREATE INDEX roster_events_parent ON roster_events (crm_id, parent_logical_id);

CREATE TABLE roster_periods (
  crm_id text PRIMARY KEY,
  from_utc timestamptz NOT NULL,
  to_utc timestamptz NOT NULL,
  from_local_at_hb text,
  to_local_at_hb text,
  CONSTRAINT roster_periods_order CHECK (from_utc <= to_utc)
);

-- Block months are the airline's: UTC day ranges (ARCHITECTURE.md section 2).
CREATE TABLE block_months (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  from_date date NOT NULL,
  to_date date NOT NULL,
  CONSTRAINT block_months_order CHECK (from_date <= to_date)
);
CREATE INDEX block_months_from ON block_months (from_date);

-- Updates info (GET roster/{crmId}/updates): one row per crew member, read every 15 s by every client.
CREATE TABLE roster_updates (
  crm_id text PRIMARY KEY,
  last_daily_remark timestamptz,
  last_roster_change timestamptz,
  last_news timestamptz
);

CREATE TABLE roster_changes (
  id text PRIMARY KEY,
  crm_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX roster_changes_crm ON roster_changes (crm_id);

-- One row per changed date: items [{ old, new, freeText }]; confirmed_at set by the confirmation.
CREATE TABLE roster_change_days (
  change_id text NOT NULL REFERENCES roster_changes (id) ON DELETE CASCADE,
  change_date date NOT NULL,
  confirmable boolean NOT NULL,
  items jsonb NOT NULL,
  confirmed_at timestamptz,
  PRIMARY KEY (change_id, change_date)
);

CREATE TABLE event_roles (
  crm_id text NOT NULL,
  event_id text NOT NULL,
  role_number integer NOT NULL,
  short_name text NOT NULL,
  name text NOT NULL,
  update_by_crew_member boolean NOT NULL,
  set_on_event boolean NOT NULL,
  PRIMARY KEY (crm_id, event_id, role_number)
);

-- Hotel details (GET roster/{crmId}/hotel/{hotelId}) and crew on a leg (GET roster/{crmId}/leg/{eventId}/crew),
-- as wire bodies encoded with the core codecs.
CREATE TABLE event_hotels (
  crm_id text NOT NULL,
  event_id text NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (crm_id, event_id)
);

CREATE TABLE leg_crews (
  crm_id text NOT NULL,
  event_id text NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (crm_id, event_id)
);

-- Summary groups (GET roster/{crmId}/summary): one row per group, in display order.
CREATE TABLE summary_groups (
  crm_id text NOT NULL,
  position integer NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (crm_id, position)
);
