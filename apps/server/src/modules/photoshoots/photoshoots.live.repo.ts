import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoshootImages as images, photoshoots } from '../../db/schema/photoshoots';

const countOf = (status: string) => sql`count(*) filter (where ${images.status} = ${status})`;

/**
 * Per shoot, a stamp that changes whenever its status or any image changes (counts per status
 * and the latest image update), and that latest update in epoch ms. One query for many shoots.
 */
export function listProgressStamps(db: Db, ids: string[]) {
  return db
    .select({
      id: photoshoots.id,
      stamp: sql<string>`concat_ws('|', ${photoshoots.status}, ${photoshoots.updatedAt}::text,
        count(${images.id}), ${countOf('PROCESSING')}, ${countOf('COMPLETED')},
        ${countOf('FAILED')}, max(${images.updatedAt})::text)`,
      changedAt: sql<string | null>`(extract(epoch from max(${images.updatedAt})) * 1000)::text`,
    })
    .from(photoshoots)
    .leftJoin(images, eq(images.photoshootId, photoshoots.id))
    .where(inArray(photoshoots.id, ids))
    .groupBy(photoshoots.id);
}
