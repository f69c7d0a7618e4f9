import { TryonError } from '@drape/tryon/errors';
import type { ModelPhotoAnalysis, RenderShotInput } from '@drape/tryon/photoshoot';
import { listBackdrops } from '@drape/tryon/photoshoot';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ShootRenderer } from '../src/modules/photoshoots/photoshoots.render';
import type { TestApp, TestUser } from './helpers';
import { makeJpeg, multipart } from './images';

const usable = (width: number, height: number): ModelPhotoAnalysis => ({
  usable: true,
  width,
  height,
  framing: 'full-length',
  pose: null,
  outfit: {
    kind: 'saree',
    plain: true,
    label: 'Plain saree: best for sarees',
    bestFor: ['saree'],
    certainty: 0.9,
  },
  shots: ['full', 'three-quarter', 'close-up'],
  problems: [],
});

/**
 * A fast stand-in for @drape/tryon/photoshoot: photos narrower than 40 px "have no person",
 * square or landscape ones are three-quarter (no full-length shots);
 * `failShots` makes those shots fail (as a real render fails for a cropped model); `cutOuts`
 * returns a cut-out to store when none was handed in (docs/decisions/023).
 */
export function fakeShootRenderer(
  options: { failShots?: string[]; renders?: { n: number }; cutOuts?: boolean } = {},
): ShootRenderer {
  return {
    async analyse(image) {
      const { width = 0, height = 0 } = await sharp(image).metadata();
      if (width >= 40 && height > width) return usable(width, height);
      if (width >= 40) {
        const message =
          'The feet are cut off, so full-length shots cannot be made from this photo.';
        return {
          ...usable(width, height),
          framing: 'three-quarter',
          shots: ['three-quarter', 'close-up'],
          problems: [{ code: 'cropped-feet', message, severity: 'warning' }],
        };
      }
      return {
        ...usable(width, height),
        usable: false,
        framing: null,
        outfit: null,
        shots: [],
        problems: [
          {
            code: 'no-person',
            message: 'We could not find a person in this photo.',
            severity: 'error',
          },
        ],
      };
    },
    async render(input: RenderShotInput) {
      if (options.renders) options.renders.n += 1;
      if (options.failShots?.includes(input.shot)) throw new TryonError('BODY_NOT_VISIBLE');
      const image = await sharp({
        create: { width: 30, height: 40, channels: 3, background: '#aa6633' },
      })
        .jpeg()
        .toBuffer();
      return {
        image,
        mimeType: 'image/jpeg',
        width: 30,
        height: 40,
        shot: input.shot,
        crop: { x: 0, y: 0, width: 30, height: 40 },
        timings: {},
        // With `cutOuts`, a render without a stored cut-out returns one, as the real one does.
        ...(options.cutOuts && !input.cutOut?.stored
          ? { cutOut: Buffer.from(`cut-out of a ${input.image.length}-byte photo`) }
          : {}),
      };
    },
    builtInBackdrops: listBackdrops,
    backdropPreview: () => makeJpeg(30, 40),
  };
}

export async function upload(t: TestApp, user: TestUser, width = 48, height = 64) {
  const body = multipart([
    { name: 'folder', value: 'uploads' },
    { name: 'file', value: await makeJpeg(width, height), filename: 'g.jpg' },
  ]);
  const res = await t.call({
    method: 'POST',
    url: '/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
  expect(res.status).toBe(201);
  return res.body.data[0] as { url: string; id: string; key: string };
}

export async function createModel(t: TestApp, user: TestUser, name = 'Asha', size = [48, 64]) {
  const photo = await upload(t, user, size[0], size[1]);
  const res = await t.call({
    method: 'POST',
    url: '/v1/models',
    headers: user.headers,
    payload: { uploadId: photo.id, name, consent: true },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string };
}

export async function startShoot(t: TestApp, headers: Record<string, string>, payload: object) {
  return t.call({ method: 'POST', url: '/v1/photoshoots', headers, payload });
}

/** Runs photoshoot jobs until none is left (several at once when `parallel` > 1). */
export async function drain(t: TestApp, parallel = 1) {
  for (;;) {
    const ran = await Promise.all(
      Array.from({ length: parallel }, () => t.ctx.worker.runOnce('photoshoot')),
    );
    if (!ran.some(Boolean)) return;
  }
}

export async function count(t: TestApp, table: string, userId: string) {
  const [row] = await t.database.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${table} WHERE user_id = $1`,
    [userId],
  );
  return Number(row?.n);
}
