-- Sign-in, sign-up, trial-grant and password-reset counters. Unlike rate_limits (UNLOGGED, see
-- 0003) these are WAL-logged: a crash or restart must not hand an attacker a fresh set of
-- password guesses or trial grants (docs/decisions/007, docs/threat-model.md).
CREATE TABLE auth_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX auth_limits_reset_idx ON auth_limits (reset_at);
