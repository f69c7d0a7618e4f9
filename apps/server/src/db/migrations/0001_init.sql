-- The whole data model. Later changes go in new numbered files; applied files never change.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  avatar_key text,
  credit_balance integer NOT NULL DEFAULT 0 CHECK (credit_balance >= 0),
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Append-only: every change of a balance is one row. user_id is nulled (kept anonymised) when
-- an account is deleted, so the payment history survives.
CREATE TABLE credit_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('CREDIT', 'DEBIT')),
  kind text NOT NULL CHECK (kind IN ('purchase', 'usage', 'refund', 'bonus', 'adjustment')),
  amount integer NOT NULL CHECK (amount > 0),
  balance_before integer NOT NULL CHECK (balance_before >= 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  status text NOT NULL DEFAULT 'COMPLETED' CHECK (status IN ('COMPLETED', 'PENDING', 'FAILED')),
  payment_id text UNIQUE,
  order_id text,
  generation_id uuid,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at DESC);
-- A generation is charged once and refunded at most once.
CREATE UNIQUE INDEX credit_ledger_generation_kind_key ON credit_ledger (generation_id, kind)
  WHERE generation_id IS NOT NULL;

CREATE TABLE payment_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  pack_id text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  currency text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('razorpay', 'sandbox')),
  provider_order_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed')),
  payment_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX payment_orders_user_idx ON payment_orders (user_id, created_at DESC);
CREATE INDEX payment_orders_status_idx ON payment_orders (status, created_at);

CREATE TABLE payment_events (
  id text PRIMARY KEY,
  event text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  folder text NOT NULL,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads (user_id, created_at DESC);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  mode text NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test')),
  usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  max_usage integer NOT NULL CHECK (max_usage >= 1),
  is_active boolean NOT NULL DEFAULT true,
  webhook_url text,
  webhook_secret text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at DESC);

CREATE TABLE api_key_requests (
  id bigserial PRIMARY KEY,
  api_key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  method text NOT NULL,
  route text NOT NULL,
  status_code integer NOT NULL,
  duration_ms real NOT NULL,
  credits_spent integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_key_requests_key_idx ON api_key_requests (api_key_id, created_at DESC);

CREATE TABLE vton_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
  person_upload_id uuid REFERENCES uploads (id) ON DELETE SET NULL,
  garment_upload_id uuid REFERENCES uploads (id) ON DELETE SET NULL,
  person_image_key text NOT NULL,
  garment_image_key text NOT NULL,
  category text,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
  stage text,
  result_key text,
  thumbnail_key text,
  result_width integer,
  result_height integer,
  engine text,
  error_message text,
  webhook_url text,
  idempotency_key text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vton_requests_user_idx ON vton_requests (user_id, created_at DESC);
CREATE INDEX vton_requests_status_idx ON vton_requests (status, updated_at);
CREATE UNIQUE INDEX vton_requests_idempotency_key ON vton_requests (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  company text,
  message text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Shared rate-limit counters, so limits hold across many API processes.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
