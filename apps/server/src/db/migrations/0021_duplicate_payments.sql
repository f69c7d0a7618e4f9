-- A second captured payment for an order that is already paid (the customer paid twice, or a
-- retried checkout captured again) used to be answered "already credited" and forgotten. It is
-- recorded here for the operator to refund (`server payments duplicates`), issue 12.
CREATE TABLE duplicate_payments (
  payment_id text PRIMARY KEY,
  order_id uuid REFERENCES payment_orders (id) ON DELETE SET NULL,
  provider_order_id text NOT NULL,
  credited_payment_id text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  amount_paise integer NOT NULL,
  currency text NOT NULL,
  source text NOT NULL,
  detected_at timestamptz NOT NULL DEFAULT now()
);
