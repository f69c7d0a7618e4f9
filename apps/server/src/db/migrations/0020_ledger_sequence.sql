-- The transaction history was ordered by created_at, which is the transaction's start time:
-- after concurrent debits it came out of order (issue 12). `seq` is taken by the INSERT, which
-- runs after the entry's UPDATE has locked the user's row, so a user's rows get increasing
-- numbers in the order their transactions commit. Existing rows are numbered in table order.
ALTER TABLE credit_ledger ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX credit_ledger_user_seq_idx ON credit_ledger (user_id, seq DESC);
