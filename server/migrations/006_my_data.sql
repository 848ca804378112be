-- My data (SPEC section 3 "My data"): personal data, contacts, addresses, travel documents and visas,
-- one row per item, identified by its natural key. Conflicts are detected by constraints, not overwritten
-- ("the same priority twice ('Entry with same priority already exists')").

CREATE TABLE my_data_entries (
  crm_id text NOT NULL,
  -- PERSONAL, CONTACT, ADDRESS, TRAVEL_DOCUMENT, VISA
  kind text NOT NULL,
  -- The natKey as the wire carries it, and its canonical text (sorted keys) for identity.
  nat_key jsonb NOT NULL,
  nat_key_text text NOT NULL,
  -- Contact type (PHONE, MOBILE, EMAIL), address type (C) or document type (P, A, I, D); null for personal data and visas.
  entry_type text,
  -- Priority for contacts and addresses (0 is the most important); null otherwise.
  prio integer,
  access text,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (crm_id, kind, nat_key_text),
  CONSTRAINT my_data_kind CHECK (kind IN ('PERSONAL', 'CONTACT', 'ADDRESS', 'TRAVEL_DOCUMENT', 'VISA')),
  CONSTRAINT my_data_access CHECK (access IS NULL OR access IN ('INTERNAL', 'BUDDY', 'EXTERNAL')),
  CONSTRAINT my_data_prio_range CHECK (prio IS NULL OR (prio >= 0 AND prio <= 99)),
  CONSTRAINT my_data_prio_kinds CHECK ((prio IS NULL) = (kind NOT IN ('CONTACT', 'ADDRESS')))
);
-- Same priority twice for one type is a conflict (contacts and addresses).
CREATE UNIQUE INDEX my_data_unique_priority ON my_data_entries (crm_id, kind, entry_type, prio) WHERE prio IS NOT NULL;
