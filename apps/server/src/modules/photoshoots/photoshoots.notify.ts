import type { AppDeps } from '../../lib/deps';
import type { PhotoshootFinished } from '../../lib/events';
import { canEmail } from '../users/users.service';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>;

/** E-mails the owner when a shoot finishes, if their "generation complete" switch allows it. */
export async function emailPhotoshootFinished(deps: Deps, shoot: PhotoshootFinished) {
  const done = shoot.imagesCompleted > 0;
  const who = await canEmail(deps, shoot.userId, done ? 'generationComplete' : 'generationFailed');
  if (!who.allowed) return;
  const link = `${deps.config.PUBLIC_URL}/photoshoots/${shoot.id}`;
  const failed = shoot.imagesFailed
    ? `\n${shoot.imagesFailed} image(s) could not be made; their credits were refunded and you can retry them from the album.`
    : '';
  await deps.mailer.send({
    to: who.email,
    subject: done ? 'Your Drape photoshoot is ready' : 'Your Drape photoshoot could not be made',
    text: `Hi ${who.name},\n\nYour photoshoot has finished: ${shoot.imagesCompleted} image(s) ready.${failed}\nOpen the album:\n${link}\n\n— Drape`,
  });
}
