-- GST tax invoices (issue 13 §11): the buyer's optional billing details, one numbered invoice per
-- paid order (a snapshot: later profile or configuration changes never alter an issued invoice),
-- and one counter per financial year so numbers run without gaps (the counter moves in the same
-- transaction as the invoice it numbers).
CREATE TABLE billing_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  legal_name text,
  gstin text,
  address text,
  state_code text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invoice_counters (
  financial_year text PRIMARY KEY,
  last_number integer NOT NULL
);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  order_id uuid NOT NULL UNIQUE REFERENCES payment_orders (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  place_of_supply text NOT NULL,
  sac text NOT NULL,
  description text NOT NULL,
  credits integer NOT NULL,
  taxable_paise integer NOT NULL,
  cgst_paise integer NOT NULL,
  sgst_paise integer NOT NULL,
  igst_paise integer NOT NULL,
  total_paise integer NOT NULL
);
CREATE INDEX invoices_user_idx ON invoices (user_id);
