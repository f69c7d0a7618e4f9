import type { User } from '@drape/shared/auth.contract';
import type { UserRow } from '../../db/schema/users';

/** The public shape of a user; the avatar is served through our own authenticated route. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatarUrl: row.avatarKey ? `/v1/users/avatar?v=${row.updatedAt.getTime()}` : null,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
