import { randomInt } from 'node:crypto';
import type { AiModelsInput } from '@drape/shared/photoshoots-common.contract';
import type { FashnClient } from '@drape/tryon/fashn';
import { TryonError } from '@drape/tryon/errors';
import type { Category } from '@drape/tryon/types';
import type { AiCast, PhotoshootRow, ShootCast } from '../../db/schema/photoshoots';
import type { AppDeps } from '../../lib/deps';

// AI-generated models of a shoot (docs/decisions/022). FASHN makes them: either one person per
// AI model (model-create, stored beside the shoot) that every garment is tried on, or a new
// person for each garment (product-to-model). Both then go through the same backdrop renderer.

type Deps = Pick<AppDeps, 'storage'>;

/** What every AI model is asked to be, so the renderer can make full, three-quarter and close-up shots. */
const FRAMING =
  'full-length catalogue photo of one model standing, front-facing, head to feet in frame, plain light studio background';

/** The shoot's AI models as cast entries `ai-1` … `ai-n`, with consecutive seeds. */
export function aiCastOf(input: AiModelsInput): Omit<ShootCast, 'slug'>[] {
  const seed = input.seed ?? randomInt(0, 2 ** 31);
  return Array.from({ length: input.count }, (_, k) => ({
    id: `ai-${k + 1}`,
    name: `AI model ${k + 1}`,
    imageKey: null,
    ai: {
      seed: seed + k,
      prompt: input.prompt ?? null,
      perGarment: input.perGarment ?? false,
      mode: input.quality ?? null,
      garmentPhotoType: input.garmentPhotoType ?? null,
    },
  }));
}

const promptOf = (ai: AiCast, outfit: string) =>
  [ai.prompt, FRAMING, outfit].filter(Boolean).join(', ');

// model-create runs once per AI model of a shoot, shared by every garment: stored (other workers
// reuse it) and de-duplicated in this process while it runs.
const creating = new Map<string, Promise<Buffer>>();

function aiPerson(
  deps: Deps,
  fashn: FashnClient,
  shoot: PhotoshootRow,
  model: ShootCast & { ai: AiCast },
  signal: AbortSignal,
): Promise<Buffer> {
  const key = `u/${shoot.userId}/photoshoots/${shoot.id}/ai-models/${model.id}.png`;
  let running = creating.get(key);
  if (!running) {
    running = (async () => {
      const stored = await deps.storage.get(key);
      if (stored) return stored;
      const prompt = promptOf(model.ai, 'wearing a plain fitted outfit');
      const [made] = await fashn.createModel({
        prompt,
        aspectRatio: '3:4',
        seed: model.ai.seed,
        signal,
      });
      if (!made) throw new TryonError('PROVIDER_ERROR', 'The AI model could not be created.');
      await deps.storage.put(key, made.image, made.mimeType);
      return made.image;
    })().finally(() => creating.delete(key));
    creating.set(key, running);
  }
  return running;
}

/** The garment worn by an AI model: one FASHN image, the input of the backdrop renderer. */
export async function dressAiModel(
  deps: Deps,
  fashn: FashnClient | null,
  shoot: PhotoshootRow,
  input: { garmentPhoto: Buffer; model: ShootCast; category?: Category },
  signal: AbortSignal,
): Promise<{ image: Buffer; mimeType: string }> {
  const { model, garmentPhoto } = input;
  if (!fashn || !model.ai)
    throw new TryonError(
      'CONFIG_ERROR',
      'AI-generated models need the FASHN engine (TRYON_ENGINE=fashn).',
    );
  const ai = model.ai;
  const [out] = ai.perGarment
    ? await fashn.productToModel({
        product: garmentPhoto,
        prompt: promptOf(ai, 'wearing this garment'),
        aspectRatio: '3:4',
        seed: ai.seed,
        signal,
      })
    : await fashn.tryOn({
        model: await aiPerson(deps, fashn, shoot, { ...model, ai }, signal),
        garment: garmentPhoto,
        category: input.category,
        mode: ai.mode ?? undefined,
        garmentPhotoType: ai.garmentPhotoType ?? undefined,
        seed: ai.seed,
        signal,
      });
  if (!out) throw new TryonError('PROVIDER_ERROR', 'The try-on service (fashn) returned no image.');
  return out;
}
