import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  listBackdrops,
  type BuiltInBackdrop,
  type ModelPhotoAnalysis,
  type RenderShotInput,
  type RenderShotResult,
} from '@drape/tryon/photoshoot';
import { createShootThread } from '@drape/tryon/photoshoot-thread';
import type { Shot } from '@drape/shared/photoshoots-common.contract';
import type { ModelAnalysis } from '@drape/shared/shoot-library.contract';

/**
 * The image side of photoshoots (`@drape/tryon/photoshoot`, docs/decisions/010), behind one small
 * seam so tests can hand in a fast stand-in through the context's overrides.
 */
export interface ShootRenderer {
  analyse(image: Buffer): Promise<ModelPhotoAnalysis>;
  render(input: RenderShotInput): Promise<RenderShotResult>;
  builtInBackdrops(): BuiltInBackdrop[];
  /** A 3:4 JPEG preview of a built-in backdrop (by its engine id, without `builtin-`). */
  backdropPreview(engineId: string): Promise<Buffer>;
  /** Stops the worker thread, if one was started. */
  close?(): Promise<void>;
}

/** The real renderer: every CPU-heavy call runs in one worker thread (started on first use). */
export function createShootRenderer(): ShootRenderer {
  const previews = new Map<string, Promise<Buffer>>();
  const thread = createShootThread();
  return {
    analyse: (image) => thread.analyseModelPhoto(image),
    render: (input) => thread.renderShot(input),
    builtInBackdrops: listBackdrops,
    close: () => thread.close(),
    backdropPreview(engineId) {
      let preview = previews.get(engineId);
      if (!preview) {
        preview = thread.backdropThumbnail(engineId, 360);
        previews.set(engineId, preview);
        preview.catch(() => previews.delete(engineId));
      }
      return preview;
    },
  };
}

// In development the asset sits beside this file; in the compiled server, beside main.mjs
// (scripts/build-server.mjs copies assets/ there).
const STARTER_PATH = join(dirname(fileURLToPath(import.meta.url)), 'assets/starter-model.jpg');

let starter: Promise<Buffer> | null = null;
/** The Apache-2.0 starter model photo every user has (assets/NOTICE.md). */
export function readStarterModel(): Promise<Buffer> {
  starter ??= readFile(STARTER_PATH);
  return starter;
}

/** The engine's analysis in the API's words (photoshoots.contract ModelAnalysis). */
export function toModelAnalysis(a: ModelPhotoAnalysis): ModelAnalysis {
  const framing =
    a.framing === 'half-length' ? 'upper-body' : a.framing === null ? 'unknown' : a.framing;
  const outfit = a.outfit;
  const fallback = a.usable
    ? 'Outfit not recognised'
    : (a.problems[0]?.message ?? 'Unusable photo');
  return {
    framing,
    wearing: outfit ? `${outfit.plain ? 'plain ' : ''}${outfit.kind}` : 'unknown',
    bestFor: outfit?.bestFor ?? [],
    summary: outfit?.label ?? fallback,
    shots: a.shots as Shot[],
    problems: a.problems.map((p) => ({ ...p, code: p.code.toUpperCase().replace(/-/g, '_') })),
    width: a.width,
    height: a.height,
  };
}
