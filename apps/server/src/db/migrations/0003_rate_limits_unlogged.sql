-- Rate-limit counters are hit on every API-key request and every login. They are worth nothing
-- after a crash, so they skip the write-ahead log: no WAL, no fsync wait on each hit.
ALTER TABLE rate_limits SET UNLOGGED;
