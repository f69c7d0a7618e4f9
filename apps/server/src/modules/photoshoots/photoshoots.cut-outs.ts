import { createHash } from 'node:crypto';
import {
  CUT_OUT_VERSION,
  type RenderShotInput,
  type RenderShotResult,
} from '@drape/tryon/photoshoot';
import type { Storage } from '../../storage/storage';
import type { ShootRenderer } from './photoshoots.render';

/**
 * Where a dressed model's cut-out is kept for every worker process: the image's content hash and
 * the cut-out algorithm's version (a new version misses and cuts again). Under the owner's prefix,
 * so it goes with their account.
 */
export function cutOutKey(userId: string, image: Buffer, version = CUT_OUT_VERSION): string {
  const hash = createHash('sha256').update(image).digest('hex');
  return `u/${userId}/cutouts/${hash}-${version}.bin`;
}

/**
 * Renders a shot with the cut-out another process stored for this image, if any; a render that
 * had to cut the model out stores its cut-out for the next process (docs/decisions/023).
 */
export async function renderWithSharedCutOut(
  storage: Storage,
  renderer: ShootRenderer,
  userId: string,
  input: RenderShotInput,
  key = cutOutKey(userId, input.image),
): Promise<RenderShotResult> {
  const stored = await storage.get(key);
  const result = await renderer.render({ ...input, cutOut: stored ? { stored } : {} });
  if (result.cutOut) await storage.put(key, result.cutOut, 'application/octet-stream');
  return result;
}
