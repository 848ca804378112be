-- The server's VAPID key pair for Web Push (RFC 8292), made once and kept: a browser's subscription is bound to
-- the public key it subscribed with, so a new pair at every start would silence every subscribed browser.
-- Not used when PUSH_VAPID_PUBLIC_KEY / PUSH_VAPID_PRIVATE_KEY are set.
CREATE TABLE push_vapid_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL
);
