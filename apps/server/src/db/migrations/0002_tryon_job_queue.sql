-- A small Postgres-backed job queue (src/queue). Jobs are enqueued in the same transaction that
-- creates their work (a generation and its debit), claimed with FOR UPDATE SKIP LOCKED, and held
-- under a lease: a job whose worker died is reclaimed once locked_until has passed.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  queue text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'active', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 1 CHECK (max_attempts >= 1),
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_ready_idx ON jobs (queue, run_after) WHERE status = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (queue, locked_until) WHERE status = 'active';
