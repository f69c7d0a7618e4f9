-- POST /v1/photoshoots with an Idempotency-Key (issue 11): the key and a hash of the request it
-- was first used with. The same key with the same request answers the first shoot again (no
-- second charge); with a different request, 409. Unique per user, like vton_requests' keys.
ALTER TABLE photoshoots ADD COLUMN idempotency_key text;
ALTER TABLE photoshoots ADD COLUMN request_hash text;
CREATE UNIQUE INDEX photoshoots_idempotency_key ON photoshoots (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
