import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails sent once per occasion (migration 0080): failed payments, product announcements. */
export const notificationSends = pgTable(
  'notification_sends',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    userId: uuid('user_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.userId] })],
);
