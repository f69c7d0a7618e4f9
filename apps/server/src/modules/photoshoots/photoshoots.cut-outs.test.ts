import type { RenderShotInput } from '@drape/tryon/photoshoot';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../storage/storage';
import { cutOutKey, renderWithSharedCutOut } from './photoshoots.cut-outs';
import type { ShootRenderer } from './photoshoots.render';

function memoryStorage(): Storage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    kind: 'local',
    files,
    put: async (key, body) => void files.set(key, body),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    deletePrefix: async (prefix) => {
      for (const key of files.keys()) if (key.startsWith(prefix)) files.delete(key);
    },
  };
}

/** One worker process's renderer: it cuts the model out unless handed a stored cut-out. */
function processRenderer(seen: (RenderShotInput['cutOut'] | undefined)[]) {
  const render: ShootRenderer['render'] = async (input) => {
    seen.push(input.cutOut);
    const cutOut = input.cutOut?.stored
      ? undefined
      : Buffer.from(`cut-out of ${String(input.image)}`);
    const result = {
      image: Buffer.from('jpeg'),
      mimeType: 'image/jpeg' as const,
      width: 3,
      height: 4,
    };
    return {
      ...result,
      shot: input.shot,
      crop: { x: 0, y: 0, width: 3, height: 4 },
      timings: {},
      ...(cutOut ? { cutOut } : {}),
    };
  };
  return { render } as ShootRenderer;
}

const input = (image: string): RenderShotInput => ({
  image: Buffer.from(image),
  backdrop: { builtIn: 'studio-ivory' },
  shot: 'full',
});

describe('cut-outs shared through storage', () => {
  it("a second process's render reads the first one's cut-out; a new algorithm version misses it", async () => {
    const storage = memoryStorage();
    const first: (RenderShotInput['cutOut'] | undefined)[] = [];
    await renderWithSharedCutOut(storage, processRenderer(first), 'u1', input('dressed-A'));
    expect(first).toEqual([{}]);
    const key = cutOutKey('u1', Buffer.from('dressed-A'));
    expect(key).toMatch(/^u\/u1\/cutouts\/[0-9a-f]{64}-cutout-\d+\.bin$/);
    expect(String(storage.files.get(key))).toBe('cut-out of dressed-A');

    const second: (RenderShotInput['cutOut'] | undefined)[] = [];
    await renderWithSharedCutOut(storage, processRenderer(second), 'u1', input('dressed-A'));
    expect(String(second[0]?.stored)).toBe('cut-out of dressed-A');

    // Another image, and the same image under another version of the algorithm: both cut again.
    const third: (RenderShotInput['cutOut'] | undefined)[] = [];
    await renderWithSharedCutOut(storage, processRenderer(third), 'u1', input('dressed-B'));
    const newer = cutOutKey('u1', Buffer.from('dressed-A'), 'cutout-next');
    expect(newer).not.toBe(key);
    await renderWithSharedCutOut(storage, processRenderer(third), 'u1', input('dressed-A'), newer);
    expect(third).toEqual([{}, {}]);
    expect(storage.files.size).toBe(3);
  });
});
