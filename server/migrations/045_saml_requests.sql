-- SAML2 AuthnRequests this service provider sent and has not yet seen answered: an assertion is accepted only in
-- answer to one of them (InResponseTo), from the browser that started it (binding: SHA-256 of its pre-login
-- cookie), once, within minutes. In the database so that every server process sharing it knows them.
CREATE TABLE saml_requests (
  id text PRIMARY KEY,
  binding text NOT NULL,
  -- The session the browser carried when it started the sign-in: ended when the answer opens the new one.
  previous_session text,
  created_at timestamptz NOT NULL
);
CREATE INDEX saml_requests_created_at ON saml_requests (created_at);
