import {
  PHOTOSHOOT_MESSAGES,
  SHOT_LABELS,
  STARTER_MODEL_ID,
  type Shot,
} from '@drape/shared/photoshoots-common.contract';
import { type ModelAnalysis } from '@drape/shared/shoot-library.contract';
import { type CreatePhotoshootInput } from '@drape/shared/photoshoots.contract';
import type { ShootCast, ShootGarment } from '../../db/schema/photoshoots';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { engineBackdropId } from './backdrops.service';
import { ownedUploadKey } from './library.images';
import * as library from './library.repo';
import type { ShootRenderer } from './photoshoots.render';
import { starterModel } from './models.service';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fieldErrors: { [field]: [message] } });

/** A file-name-safe word: `Asha (saree)` → `asha-saree`. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 48);
  return slug || fallback;
}

/** Unique slugs within one list: a second `asha` becomes `asha-2`. */
function uniqueSlugs<T extends { name: string }>(items: T[], prefix: string) {
  const seen = new Map<string, number>();
  return items.map((item, i) => {
    const base = slugOf(item.name, `${prefix}-${i + 1}`);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...item, slug: n === 1 ? base : `${base}-${n}` };
  });
}

/**
 * A model photo that cannot make a requested shot (no feet in it: no full-length shot) is refused
 * before anything is charged, naming the model and why, rather than failing those images later.
 */
function assertShots(name: string, analysis: ModelAnalysis, shots: readonly Shot[]) {
  const missing = shots.filter((s) => !analysis.shots.includes(s));
  if (!missing.length) return;
  const why = analysis.problems.find((p) => p.code === 'CROPPED_FEET')?.message ?? '';
  const list = missing.map((s) => SHOT_LABELS[s].toLowerCase()).join(' or ');
  throw invalid('shots', `${name} cannot be used for ${list} shots. ${why}`.trim());
}

/**
 * The chosen models, owner-scoped (an unknown id, or another user's, is a 400 naming it), then
 * the shoot's AI models; slugs unique across both.
 */
export async function resolveModels(
  deps: Deps,
  renderer: ShootRenderer,
  userId: string,
  ids: string[],
  shots: readonly Shot[],
  aiModels: Omit<ShootCast, 'slug'>[] = [],
): Promise<ShootCast[]> {
  const own = await library.findModelsByIds(
    deps.db,
    userId,
    ids.filter((id) => !id.startsWith('builtin-')),
  );
  const cast: Omit<ShootCast, 'slug'>[] = [];
  for (const id of ids) {
    if (id === STARTER_MODEL_ID) {
      const starter = await starterModel(deps, renderer);
      assertShots(starter.name, starter.analysis, shots);
      cast.push({ id, name: starter.name, imageKey: null });
      continue;
    }
    const row = own.find((m) => m.id === id);
    if (!row) throw invalid('modelIds', PHOTOSHOOT_MESSAGES.unknownModel(id));
    assertShots(row.name, row.analysis, shots);
    cast.push({ id, name: row.name, imageKey: row.imageKey });
  }
  return uniqueSlugs([...cast, ...aiModels], 'model');
}

export async function resolveBackdrops(
  deps: Deps,
  renderer: ShootRenderer,
  userId: string,
  ids: string[],
): Promise<ShootCast[]> {
  const builtIns = renderer.builtInBackdrops();
  const own = await library.findBackdropsByIds(
    deps.db,
    userId,
    ids.filter((id) => !engineBackdropId(id)),
  );
  const cast = ids.map((id) => {
    const engineId = engineBackdropId(id);
    const builtIn = engineId ? builtIns.find((b) => b.id === engineId) : undefined;
    if (builtIn) return { id, name: builtIn.name, imageKey: null };
    const row = own.find((b) => b.id === id);
    if (!row) throw invalid('backdropIds', PHOTOSHOOT_MESSAGES.unknownBackdrop(id));
    return { id, name: row.name, imageKey: row.imageKey };
  });
  return uniqueSlugs(cast, 'backdrop');
}

/** Each garment must be the user's upload; SKUs default to `garment-<n>` and must be distinct. */
export async function resolveGarments(
  deps: Deps,
  userId: string,
  garments: CreatePhotoshootInput['garments'],
): Promise<ShootGarment[]> {
  const out: ShootGarment[] = [];
  for (const [index, g] of garments.entries()) {
    const imageKey = await ownedUploadKey(deps, userId, g);
    const sku = g.sku ?? `garment-${index + 1}`;
    if (out.some((o) => o.sku.toLowerCase() === sku.toLowerCase())) {
      throw invalid('garments', `Two garments have the SKU "${sku}"; each needs its own`);
    }
    out.push({ index, name: g.name ?? null, sku, category: g.category ?? null, imageKey });
  }
  return out;
}
