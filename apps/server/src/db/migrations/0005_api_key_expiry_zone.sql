-- Issue 13 §9: an API key's expiry is the last valid day in the user's time zone; the zone is
-- kept so the day shown is the day that was chosen (and enforced through expires_at).
ALTER TABLE api_keys ADD COLUMN expiry_time_zone text;
