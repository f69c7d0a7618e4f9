-- Issue 13: the options a generation was asked for (engine v2), the engine's quality report,
-- a title and SKU to find it by, and "Not happy with this result?" reports with their free
-- regenerations.
ALTER TABLE vton_requests
  ADD COLUMN mode text,
  ADD COLUMN garment_photo_type text,
  ADD COLUMN title text,
  ADD COLUMN sku text,
  ADD COLUMN quality jsonb,
  -- A free regeneration is never charged, so it is never refunded either. No foreign key: the
  -- link stays as history when the original is deleted.
  ADD COLUMN is_free boolean NOT NULL DEFAULT false,
  ADD COLUMN regenerated_from_id uuid,
  ADD COLUMN reported_at timestamptz;

CREATE TABLE generation_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- No foreign key: the operator keeps the report after the user deletes the result.
  generation_id uuid NOT NULL,
  reason text NOT NULL
    CHECK (reason IN ('wrong-fit', 'wrong-length', 'face-or-hands-changed', 'colours-wrong', 'other')),
  details text,
  regeneration_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A result is reported (and refunded) at most once, however many requests race.
CREATE UNIQUE INDEX generation_reports_generation_key ON generation_reports (generation_id);
CREATE INDEX generation_reports_user_idx ON generation_reports (user_id, created_at DESC);
CREATE INDEX generation_reports_created_idx ON generation_reports (created_at DESC);
