import type { PhotoshootEvent } from '@drape/shared/photoshoots.contract';
import type { AppDeps } from '../../lib/deps';
import type { LiveTopic } from '../../lib/live-updates';
import { listProgressStamps } from './photoshoots.live.repo';
import { loadProgress } from './photoshoots.progress';

/**
 * An image's `updated_at` is its transaction's start, so one committed a little after a later
 * starter can carry an earlier time: changed images are looked up this far back (repeats are
 * harmless, the web app merges images by id).
 */
const LOOK_BACK_MS = 5000;

/**
 * Photoshoots as the shared live-updates poll reads them: one stamp query for every followed
 * shoot, and the progress (summary + images changed since the last look) only for those whose
 * stamp moved. A shoot seen for the first time sends every image once.
 */
export function photoshootTopic(deps: Pick<AppDeps, 'db' | 'config'>): LiveTopic<PhotoshootEvent> {
  let seen = new Map<string, { stamp: string; changedAt: number | null }>();
  return {
    async poll(ids) {
      const out = new Map<string, PhotoshootEvent | null>(ids.map((id) => [id, null]));
      const next = new Map<string, { stamp: string; changedAt: number | null }>();
      for (const row of await listProgressStamps(deps.db, ids)) {
        out.delete(row.id);
        const before = seen.get(row.id);
        const changedAt = row.changedAt === null ? null : Number(row.changedAt);
        next.set(row.id, { stamp: row.stamp, changedAt });
        if (before?.stamp === row.stamp) continue;
        const since = before?.changedAt ? new Date(before.changedAt - LOOK_BACK_MS) : undefined;
        out.set(row.id, await loadProgress(deps, row.id, since));
      }
      seen = next;
      return out;
    },
  };
}
