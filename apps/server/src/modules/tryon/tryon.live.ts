import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import type { LiveTopic } from '../../lib/live-updates';
import * as repo from './tryon.repo';

/** Generations as the shared live-updates poll reads them: every followed one in one query. */
export function generationTopic(deps: Pick<AppDeps, 'db'>): LiveTopic<VtonRequestRow> {
  return {
    async poll(ids) {
      const out = new Map<string, VtonRequestRow | null>(ids.map((id) => [id, null]));
      for (const row of await repo.listRequestsById(deps.db, ids)) out.set(row.id, row);
      return out;
    },
  };
}
