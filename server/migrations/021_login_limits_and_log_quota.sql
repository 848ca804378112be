-- Login limits that hold in parallel and across processes: an attempt is reserved (pending) before the
-- password is hashed, under an advisory lock, and counted by its id (a monotonic sequence) rather than by
-- the domain clock; lockouts per (user, address) with exponential back-off and per address on volume.
ALTER TABLE login_attempts ADD COLUMN pending boolean NOT NULL DEFAULT false;
CREATE INDEX login_attempts_pair ON login_attempts (username, client_address, id);
CREATE INDEX login_attempts_address_id ON login_attempts (client_address, id);

CREATE TABLE login_lockouts (
  -- 'pair:<user name>\n<address>' or 'address:<address>'
  key text PRIMARY KEY,
  -- 1 for the first lockout, +1 for each one that follows without a success in between (the back-off doubles)
  level integer NOT NULL,
  locked_until timestamptz NOT NULL,
  -- attempts with a greater id count towards the next lockout
  after_id bigint NOT NULL
);
CREATE INDEX login_lockouts_until ON login_lockouts (locked_until);

-- Client logs: the size of each message is kept, for the per-session rate and the total quota.
ALTER TABLE client_logs ADD COLUMN bytes integer NOT NULL DEFAULT 0;
ALTER TABLE client_logs ADD COLUMN session_id text;
CREATE INDEX client_logs_session ON client_logs (session_id, id);
CREATE INDEX client_logs_received ON client_logs (received_at);
