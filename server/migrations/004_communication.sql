-- Crew communication under /api/communication/v2 (SPEC section 7): news messages and their recipients,
-- news subscriptions, notification settings, contact information, preferred language, devices.

CREATE TABLE news_messages (
  id text PRIMARY KEY,
  domain text NOT NULL,
  -- BROADCAST, CHECKINALERT or ROSTERCHANGE
  kind text NOT NULL,
  sender text NOT NULL,
  -- The internalMessage JSON: subject, body, checkInEventLogicalId, properties.
  internal_message jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz
);

CREATE TABLE news_recipients (
  message_id text NOT NULL REFERENCES news_messages (id) ON DELETE CASCADE,
  crm_id text NOT NULL,
  -- UNREAD, READ, EXPIRED; a deleted message has deleted_at set.
  status text NOT NULL DEFAULT 'UNREAD',
  deleted_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, crm_id),
  CONSTRAINT news_recipients_status CHECK (status IN ('UNREAD', 'READ', 'EXPIRED'))
);
CREATE INDEX news_recipients_crm ON news_recipients (crm_id, deleted_at);

-- Master data of the news subscriptions offered per domain (tag values of the form EVENTTYPE=x).
CREATE TABLE notification_tags (
  domain text NOT NULL,
  tag_value text NOT NULL,
  label text NOT NULL,
  editable boolean NOT NULL,
  default_selected boolean NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (domain, tag_value)
);

CREATE TABLE notification_settings (
  crm_id text NOT NULL,
  domain text NOT NULL,
  subscriptions jsonb NOT NULL DEFAULT '[]'::jsonb,
  use_primary_email boolean NOT NULL DEFAULT true,
  use_primary_phone boolean NOT NULL DEFAULT true,
  use_all_device boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (crm_id, domain)
);

CREATE TABLE contact_information (
  crm_id text PRIMARY KEY,
  email text,
  phone text,
  preferred_language text,
  updated_at timestamptz NOT NULL,
  CONSTRAINT contact_information_language CHECK (preferred_language IS NULL OR preferred_language ~ '^[a-z]{2}$')
);

CREATE TABLE devices (
  crm_id text NOT NULL,
  domain text NOT NULL,
  uuid text NOT NULL,
  device_name text NOT NULL,
  device_token text NOT NULL,
  badge integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (crm_id, domain, uuid)
);
