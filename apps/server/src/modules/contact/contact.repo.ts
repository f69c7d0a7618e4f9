import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export async function insertContactMessage(
  db: Db,
  values: {
    name: string;
    email: string;
    phone?: string;
    company?: string;
    message: string;
    ip?: string;
  },
) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('insert contact message returned no row');
  return row;
}
