import { and, eq, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@drape/shared/errors';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { AppError } from '../../lib/app-error';

/**
 * Counts one generation against an API key, inside the generation's transaction. A key at its
 * maxUsage is refused (429), however many requests race for the last use.
 */
export async function consumeApiKeyUsage(tx: Db, apiKeyId: string): Promise<void> {
  const rows = await tx
    .update(apiKeys)
    .set({ usageCount: sql`${apiKeys.usageCount} + 1` })
    .where(and(eq(apiKeys.id, apiKeyId), lt(apiKeys.usageCount, apiKeys.maxUsage)))
    .returning({ id: apiKeys.id });
  if (rows.length === 0) throw new AppError('API_KEY_USAGE_LIMIT', MESSAGES.apiKeyUsageLimit);
}
