-- Limits every server process shares (issue 28 item 2): kept in memory they became N times the limit behind N processes.
-- rate_windows: one fixed one-minute window per key (the calendar feed's per-token and per-address counts); window_start is
-- the minute number on the security clock (real time, never CREW_NOW). Rows of past minutes are purged by the servers.
CREATE TABLE rate_windows (
  key text PRIMARY KEY,
  window_start integer NOT NULL,
  n integer NOT NULL
);

-- call_slots: the duty-data calls a session has running, one row per taken slot (at most the per-session cap). A slot a
-- crashed process never freed is free again once expires_at has passed (security clock).
CREATE TABLE call_slots (
  session_id text NOT NULL,
  slot integer NOT NULL,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, slot)
);

-- The calendar feed's UID key (issue 25 item 14): a UID is an HMAC of the crew member and the duty's logical id under
-- this key, so it names no crew member; made once by the first feed served and kept (a new key would give every
-- calendar new UIDs).
CREATE TABLE calendar_uid_key (
  id integer PRIMARY KEY CHECK (id = 1),
  key text NOT NULL
);
