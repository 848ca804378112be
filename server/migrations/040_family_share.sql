-- Family share (ours): up to 5 read-only links per crew member, each with its own level. The token (256 random
-- bits) is never stored: only its SHA-256. "Last opened" is the one thing an open records (no address, no agent).
-- A replaced link gets a new hash, so the old URL answers the same 404 as an unknown one.
CREATE TABLE family_links (
  id text PRIMARY KEY,
  crm_id text NOT NULL,
  name text NOT NULL,
  level text NOT NULL CHECK (level IN ('whereAndWhen', 'busyOrFree')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_opened_at timestamptz
);
CREATE INDEX family_links_crm_id ON family_links (crm_id);

-- Opens per token hash and address in the current minute (the page is public; the security clock keys it),
-- shared by every process on the same database.
CREATE TABLE family_link_hits (
  bucket text NOT NULL,
  minute bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, minute)
);

-- The change history records creating, renaming, replacing and revoking a family link.
ALTER TABLE change_history DROP CONSTRAINT change_history_kind;
ALTER TABLE change_history ADD CONSTRAINT change_history_kind
  CHECK (kind IN ('rosterChangeNotified', 'rosterChangeConfirmed', 'myData', 'notificationSettings', 'roles', 'familyShare'));
