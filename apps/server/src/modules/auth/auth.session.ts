import { MESSAGES } from '@drape/shared/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users, type UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from './auth.tokens';

// Run on every JWT request: built once per database, sent as a named prepared statement. It
// returns the user row too, so a route that needs it (the profile read) makes no second query.
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();
const prepareSessionUser = (db: Db) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        sql`EXISTS (SELECT 1 FROM ${refreshTokens}
          WHERE ${refreshTokens.familyId} = ${sql.placeholder('familyId')}
            AND ${refreshTokens.userId} = ${users.id}
            AND ${refreshTokens.revokedAt} IS NULL)`,
      ),
    )
    .prepare('session_user');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An access token is only as alive as its sign-in session: the refresh-token family it was
 * issued with must still hold an unrevoked token of its user. Deleting the account (the tokens
 * go with it by cascade), signing out, a password change or reset and a detected refresh reuse
 * all end the session, so its access tokens stop at once instead of at `exp` (issue 12, item 2).
 * Returns the user's row.
 */
export async function loadSessionUser(db: Db, claims: AccessClaims): Promise<UserRow> {
  if (!UUID.test(claims.userId) || !UUID.test(claims.sessionId)) {
    throw new AppError('UNAUTHENTICATED', 'Invalid access token');
  }
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareSessionUser(db);
    preparedByDb.set(db, prepared);
  }
  const [row] = await prepared.execute({ familyId: claims.sessionId, userId: claims.userId });
  if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionExpired);
  return row;
}

/** True when the user's row no longer exists (the account was deleted). */
export async function isUserGone(db: Db, userId: string): Promise<boolean> {
  if (!UUID.test(userId)) return false;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length === 0;
}
