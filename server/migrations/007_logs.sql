-- Client log batches (POST idp/log: crmId, device, version, messages of id, message, level, timestamp).

CREATE TABLE client_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  crm_id text NOT NULL,
  device text NOT NULL,
  version text NOT NULL,
  message_id text NOT NULL,
  level text NOT NULL,
  message text NOT NULL,
  client_timestamp text NOT NULL,
  received_at timestamptz NOT NULL,
  CONSTRAINT client_logs_level CHECK (level IN ('DEBUG', 'INFO', 'WARNING', 'ERROR', 'OFF'))
);
CREATE INDEX client_logs_crm ON client_logs (crm_id, received_at);
