import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Browsers an account has signed in from (migration 0060): hashes, for new-device alerts. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
