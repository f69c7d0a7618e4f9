import { TryonError } from '@drape/tryon/errors';
import type { BackdropSource, ShotKind } from '@drape/tryon/photoshoot';
import type { Category, TryonEngine } from '@drape/tryon/types';
import type { PhotoshootImageRow, PhotoshootRow } from '../../db/schema/photoshoots';
import type { AppDeps } from '../../lib/deps';
import { engineBackdropId } from './backdrops.service';
import { readStarterModel, type ShootRenderer } from './photoshoots.render';

type Deps = Pick<AppDeps, 'storage'>;

export interface ProduceOptions {
  getEngine: () => Promise<TryonEngine>;
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

// One try-on per garment × model, shared by every backdrop and shot of that pair: stored beside
// the shoot's images (so other workers reuse it) and de-duplicated in this process while running.
const dressing = new Map<string, Promise<Buffer>>();

async function dressedModel(
  deps: Deps,
  opts: ProduceOptions,
  shoot: PhotoshootRow,
  image: PhotoshootImageRow,
  signal: AbortSignal,
): Promise<Buffer> {
  const key = `u/${shoot.userId}/photoshoots/${shoot.id}/dressed/${image.garmentIndex}-${image.modelId}.png`;
  const stored = await deps.storage.get(key);
  if (stored) return stored;
  let running = dressing.get(key);
  if (!running) {
    running = (async () => {
      const garment = shoot.garments[image.garmentIndex];
      const model = shoot.models.find((m) => m.id === image.modelId);
      if (!garment || !model) throw gone('garment or model');
      const engine = await opts.getEngine();
      const result = await engine.generate({
        person: await load(deps, model.imageKey, 'model photo'),
        garment: await load(deps, garment.imageKey, 'garment photo'),
        category: categoryOf(garment.category),
        signal,
      });
      await deps.storage.put(key, result.image, result.mimeType);
      return result.image;
    })().finally(() => dressing.delete(key));
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
  return opts.renderer.render({
    image: dressed,
    backdrop: await backdropOf(deps, shoot, image.backdropId),
    shot: image.shot as ShotKind,
    category: categoryOf(shoot.garments[image.garmentIndex]?.category ?? null),
    format: 'jpeg',
    signal,
  });
}
