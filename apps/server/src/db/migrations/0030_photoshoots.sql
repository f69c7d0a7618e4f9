-- Photoshoots (issue 11): the brand's model library and backdrops, shoots and their images.
CREATE TABLE shoot_models (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  labels jsonb NOT NULL DEFAULT '[]',
  image_key text NOT NULL,
  thumbnail_key text NOT NULL,
  analysis jsonb NOT NULL,
  consent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shoot_models_user_idx ON shoot_models (user_id, created_at);

CREATE TABLE shoot_backdrops (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  image_key text NOT NULL,
  thumbnail_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shoot_backdrops_user_idx ON shoot_backdrops (user_id, created_at);

CREATE TABLE photoshoots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  api_key_id uuid REFERENCES api_keys (id) ON DELETE SET NULL,
  name text,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'PARTIAL', 'FAILED')),
  shots jsonb NOT NULL,
  garments jsonb NOT NULL,
  models jsonb NOT NULL,
  backdrops jsonb NOT NULL,
  image_count integer NOT NULL CHECK (image_count > 0),
  credit_cost integer NOT NULL CHECK (credit_cost >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photoshoots_user_idx ON photoshoots (user_id, created_at DESC);

CREATE TABLE photoshoot_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  photoshoot_id uuid NOT NULL REFERENCES photoshoots (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  garment_index integer NOT NULL,
  model_id text NOT NULL,
  backdrop_id text NOT NULL,
  shot text NOT NULL CHECK (shot IN ('full', 'three-quarter', 'close-up')),
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
  charge_id uuid NOT NULL UNIQUE,
  result_key text,
  thumbnail_key text,
  width integer,
  height integer,
  error_message text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photoshoot_images_shoot_idx ON photoshoot_images (photoshoot_id, garment_index);
