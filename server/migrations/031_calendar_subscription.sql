-- Calendar subscription (issue 12 part 1): a per-crew secret feed URL /calendar/<token>.ics.
-- The token (256 random bits) is never stored: only its SHA-256, which the feed looks the crew member up by.
-- One subscription per crew member: create and rotate replace the hash (the old URL answers 404), revoke deletes it.
CREATE TABLE calendar_subscriptions (
  crm_id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  language text NOT NULL,
  created_at timestamptz NOT NULL
);

-- The version of each entry the feed last served, per crew member and UID: SEQUENCE rises on every change the feed
-- sees (core calendar-versions.rules.ts); removed_at keeps a removed duty in the feed as cancelled for 30 days.
-- fingerprint is the entry's shown content in a fixed order (jsonb does not keep key order).
CREATE TABLE calendar_entries (
  crm_id text NOT NULL,
  uid text NOT NULL,
  sequence integer NOT NULL,
  fingerprint text NOT NULL,
  entry jsonb NOT NULL,
  changed_at timestamptz NOT NULL,
  removed_at timestamptz,
  PRIMARY KEY (crm_id, uid)
);
