-- E-mails that must go once per occasion (issue 13 §10): a failed payment's notice (kind
-- 'paymentFailed', key = the provider's payment id, whichever of the webhook, the reconciler or the
-- sandbox checkout sees it first) and a product announcement (kind 'emailUpdates', key = its id).
-- A row claims the send before the e-mail goes; a send that fails removes its row again.
CREATE TABLE notification_sends (
  kind text NOT NULL,
  key text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key, user_id)
);
