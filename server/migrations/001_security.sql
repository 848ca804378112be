-- Users, sessions, login attempts (SPEC section 4; ARCHITECTURE.md section 3: passwords only as scrypt hashes,
-- sessions expiring after certValidity minutes without renew, login failures rate-limited per user and address).

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE users (
  username text PRIMARY KEY,
  -- scrypt$N$r$p$salt(base64)$hash(base64): parameters travel with the hash so they can be raised later.
  password_hash text NOT NULL,
  crm_id text NOT NULL UNIQUE,
  user_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- Further profile data of the User entity (rank, homebase, refTimestamp, refTimestampLtAtHb, ...).
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Configuration enablings: [{ "featureId": "IDP_MY_DATA", "value": "..." }].
  enablings jsonb NOT NULL DEFAULT '[]'::jsonb,
  language_service_available boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  CONSTRAINT users_username_form CHECK (username <> '' AND username = btrim(username))
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));

CREATE TABLE sessions (
  -- SHA-256 (hex) of the session token; the token itself is only in the client's cookie.
  id text PRIMARY KEY,
  username text NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  crm_id text NOT NULL,
  created_at timestamptz NOT NULL,
  renewed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
CREATE INDEX sessions_username ON sessions (username);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Lower-cased user name as typed (also for unknown users: the limit must not reveal existence).
  username text NOT NULL,
  client_address text NOT NULL,
  attempted_at timestamptz NOT NULL,
  succeeded boolean NOT NULL
);
CREATE INDEX login_attempts_user ON login_attempts (username, attempted_at);
CREATE INDEX login_attempts_address ON login_attempts (client_address, attempted_at);
