import { MESSAGES } from '@drape/shared/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from './auth.tokens';

// Checked on every JWT request: built once per database, sent as a named prepared statement.
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();
const prepareLiveSession = (db: Db) =>
  db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1)
    .prepare('live_session');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An access token is only as alive as its sign-in session: the refresh-token family it was
 * issued with must still hold an unrevoked token of its user. Deleting the account (the tokens
 * go with it by cascade), signing out, a password change or reset and a detected refresh reuse
 * all end the session, so its access tokens stop at once instead of at `exp` (issue 12, item 2).
 */
export async function assertSessionLive(db: Db, claims: AccessClaims): Promise<void> {
  if (!UUID.test(claims.userId) || !UUID.test(claims.sessionId)) {
    throw new AppError('UNAUTHENTICATED', 'Invalid access token');
  }
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareLiveSession(db);
    preparedByDb.set(db, prepared);
  }
  const rows = await prepared.execute({ familyId: claims.sessionId, userId: claims.userId });
  if (rows.length === 0) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionExpired);
}
