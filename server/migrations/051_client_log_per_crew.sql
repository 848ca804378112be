-- Client logs are counted per crew member and per client address (issue 25 item 8), not per session: signing in
-- again must not give a new hourly share. The address is kept only as a one-way tag (SHA-256, first 32 hex digits).
ALTER TABLE client_logs ADD COLUMN address_tag text;
CREATE INDEX client_logs_address ON client_logs (address_tag, received_at);
