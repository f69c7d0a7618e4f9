-- Browsers each account has signed in from (issue 13 §10, "New device login"): a sign-in from one
-- not listed here e-mails the owner when the switch is on. Only a hash of the browser's
-- User-Agent with its version numbers removed is kept (no address, no full string).
CREATE TABLE known_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_hash)
);
