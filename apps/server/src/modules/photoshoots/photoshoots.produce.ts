import { TryonError } from '@drape/tryon/errors';
import type { BackdropSource, ShotKind } from '@drape/tryon/photoshoot';
import type { FashnClient } from '@drape/tryon/fashn';
import type { Category, TryonEngine } from '@drape/tryon/types';
import type { PhotoshootImageRow, PhotoshootRow } from '../../db/schema/photoshoots';
import type { AppDeps } from '../../lib/deps';
import { engineBackdropId } from './backdrops.service';
import { dressAiModel } from './photoshoots.ai-models';
import { cutOutKey, renderWithSharedCutOut } from './photoshoots.cut-outs';
import { setCutOutKey } from './photoshoots.repo';
import { readStarterModel, type ShootRenderer } from './photoshoots.render';

type Deps = Pick<AppDeps, 'storage' | 'db'>;

export interface ProduceOptions {
  getEngine: () => Promise<TryonEngine>;
  /** FASHN's client for AI-generated models; null unless TRYON_ENGINE=fashn. */
  getFashn: () => Promise<FashnClient | null>;
  renderer: ShootRenderer;
}

const gone = (what: string) =>
  new TryonError('INVALID_IMAGE', `The ${what} of this shoot is no longer available.`);

async function load(deps: Deps, key: string | null, what: string): Promise<Buffer> {
  if (key === null) return readStarterModel();
  const data = await deps.storage.get(key);
  if (!data) throw gone(what);
  return data;
}

const categoryOf = (c: string | null): Category | undefined =>
  c && c !== 'auto' ? (c as Category) : undefined;

interface Dressed {
  image: Buffer;
  mimeType?: string;
  /** What the engine took the garment for (its quality report): picks the close-up detail. */
  category?: Category;
}

// One try-on per garment × model, shared by every backdrop and shot of that pair: stored beside
// the shoot's images (so other workers reuse it) and de-duplicated in this process while running.
const dressing = new Map<string, Promise<Dressed>>();

// A process runs its shoots' try-ons one at a time: two at once on the engine's one thread only
// finish both later, while the renderer's thread waits for either (docs/decisions/018).
let tryonTurn: Promise<unknown> = Promise.resolve();
function oneTryonAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = tryonTurn.then(task, task);
  tryonTurn = run.catch(() => undefined);
  return run;
}

async function tryOn(
  deps: Deps,
  opts: ProduceOptions,
  shoot: PhotoshootRow,
  image: PhotoshootImageRow,
  signal: AbortSignal,
): Promise<Dressed> {
  const garment = shoot.garments[image.garmentIndex];
  const model = shoot.models.find((m) => m.id === image.modelId);
  if (!garment || !model) throw gone('garment or model');
  const garmentPhoto = await load(deps, garment.imageKey, 'garment photo');
  if (model.ai) {
    const input = { garmentPhoto, model, category: categoryOf(garment.category) };
    return dressAiModel(deps, await opts.getFashn(), shoot, input, signal);
  }
  const person = await load(deps, model.imageKey, 'model photo');
  const engine = await opts.getEngine();
  const result = await oneTryonAtATime(() =>
    engine.generate({
      person,
      garment: garmentPhoto,
      category: categoryOf(garment.category),
      signal,
    }),
  );
  return { image: result.image, mimeType: result.mimeType, category: result.quality?.category };
}

async function dressedModel(
  deps: Deps,
  opts: ProduceOptions,
  shoot: PhotoshootRow,
  image: PhotoshootImageRow,
  signal: AbortSignal,
): Promise<Dressed> {
  const key = `u/${shoot.userId}/photoshoots/${shoot.id}/dressed/${image.garmentIndex}-${image.modelId}`;
  const stored = await deps.storage.get(`${key}.png`);
  if (stored) {
    const meta = await deps.storage.get(`${key}.json`);
    return { image: stored, ...(meta ? (JSON.parse(meta.toString('utf8')) as object) : {}) };
  }
  let running = dressing.get(key);
  if (!running) {
    running = tryOn(deps, opts, shoot, image, signal).then(async (dressed) => {
      // The facts first: a stored image always has them beside it.
      const meta = JSON.stringify({ category: dressed.category });
      await deps.storage.put(`${key}.json`, Buffer.from(meta), 'application/json');
      await deps.storage.put(`${key}.png`, dressed.image, dressed.mimeType ?? 'image/png');
      return dressed;
    });
    running = running.finally(() => dressing.delete(key));
    dressing.set(key, running);
  }
  return running;
}

async function backdropOf(deps: Deps, shoot: PhotoshootRow, id: string): Promise<BackdropSource> {
  const engineId = engineBackdropId(id);
  if (engineId) return { builtIn: engineId };
  const key = shoot.backdrops.find((b) => b.id === id)?.imageKey;
  if (!key) throw gone('backdrop photo');
  return { image: await load(deps, key, 'backdrop photo') };
}

/** One catalogue image: the garment on the model (try-on), then the shot on the backdrop. */
export async function produceImage(
  deps: Deps,
  opts: ProduceOptions,
  shoot: PhotoshootRow,
  image: PhotoshootImageRow,
  signal: AbortSignal,
) {
  const dressed = await dressedModel(deps, opts, shoot, image, signal);
  // Recorded before the cut-out may be stored, so deleting the model or shoot finds it (030).
  const key = cutOutKey(shoot.userId, dressed.image);
  if (image.cutOutKey !== key) await setCutOutKey(deps.db, image.id, key);
  return renderWithSharedCutOut(
    deps.storage,
    opts.renderer,
    shoot.userId,
    {
      image: dressed.image,
      backdrop: await backdropOf(deps, shoot, image.backdropId),
      shot: image.shot as ShotKind,
      category:
        categoryOf(shoot.garments[image.garmentIndex]?.category ?? null) ?? dressed.category,
      format: 'jpeg',
      signal,
    },
    key,
  );
}
