import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import { canEmail } from '../users/users.service';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * E-mails the owner when a generation finishes, if their preferences allow it — for studio and
 * API-key generations alike (issue 13 §10): the switches are the user's way to mute them.
 */
export async function emailGenerationFinished(deps: Deps, row: VtonRequestRow): Promise<void> {
  const completed = row.status === 'COMPLETED';
  const who = await canEmail(
    deps,
    row.userId,
    completed ? 'generationComplete' : 'generationFailed',
  );
  if (!who.allowed) return;
  const base = deps.config.PUBLIC_URL;
  await deps.mailer.send(
    completed
      ? {
          to: who.email,
          subject: 'Your Drape try-on is ready',
          text: `Hi ${who.name},\n\nYour virtual try-on (${row.id}) is ready. See it in your gallery:\n${base}/gallery\n\n— Drape`,
        }
      : {
          to: who.email,
          subject: 'Your Drape try-on could not be created',
          text: `Hi ${who.name},\n\nYour virtual try-on (${row.id}) failed: ${row.errorMessage ?? 'unknown error'}\nThe credit has been returned to your balance. Try again in the studio:\n${base}/studio\n\n— Drape`,
        },
  );
}
