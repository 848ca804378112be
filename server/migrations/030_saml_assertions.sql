-- SAML2 assertion ids already used to open a session: the service provider refuses an assertion it has seen
-- (a replayed assertion), across restarts and across server processes sharing the database.
CREATE TABLE saml_assertions (
  id text PRIMARY KEY,
  username text NOT NULL,
  used_at timestamptz NOT NULL,
  -- Until when the assertion could be accepted; the row may be purged a day later.
  not_on_or_after timestamptz NOT NULL
);
CREATE INDEX saml_assertions_not_on_or_after ON saml_assertions (not_on_or_after);
