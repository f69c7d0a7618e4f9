import { createHash } from 'node:crypto';
import { buildBody } from '../local/person/body';
import { bestFace, detectPeople, type PeopleDetection } from '../local/person/detect-people';
import { loadHuman, runExclusive } from '../local/person/human-runtime';
import { decodeRgb, resizeRgb } from '../local/raster/image-io';
import type { FloatMap, RasterImage } from '../local/raster/raster';
import { upsamplePlane } from '../local/raster/resample';
import { removeBackgroundSpill } from './matte/background-spill';
import { bodyCore } from './matte/body-core';
import { tightenEdges } from './matte/edge-contrast';
import { estimateForeground } from './matte/foreground';
import { toPlanes } from '../local/raster/guided-filter';
import { refineMatte } from './matte/refine-matte';
import type { Box } from './types';
import { decodeCutOut } from './cut-out-store';

/** Long side the person is analysed at, and the largest source the shots keep. */
const WORK_SIDE = 1024;
const MAX_SOURCE_SIDE = 2048;
/** The matte is refined at most at this long side and upsampled beyond it. */
const MATTE_SIDE = 1280;

/** A dressed model cut out of their photo: everything the shots need, at source resolution. */
export interface Subject {
  image: RasterImage;
  /** Pose, faces (source pixels) and the model's coarse matte (work size). */
  detection: PeopleDetection;
  /** Refined matte 0..1, source size. */
  alpha: FloatMap;
  /** Model colours with the old background removed from soft edges: 3 planes 0..1, source size. */
  foreground: Float32Array[];
  /** Extent of alpha > 0.5. */
  box: Box;
  /** Which photo edges the model touches (cut off there). */
  touches: { top: boolean; bottom: boolean; left: boolean; right: boolean };
}

function scaleDetection(d: PeopleDetection, k: number): PeopleDetection {
  const keypoints: PeopleDetection['keypoints'] = {};
  for (const [name, p] of Object.entries(d.keypoints))
    keypoints[name] = { x: p.x * k, y: p.y * k, score: p.score };
  const faces = d.faces.map((f) => ({
    ...f,
    x: f.x * k,
    y: f.y * k,
    width: f.width * k,
    height: f.height * k,
  }));
  return { ...d, keypoints, faces };
}

export function maskBox(alpha: FloatMap, threshold = 0.5): Box | undefined {
  let x0 = alpha.width;
  let y0 = alpha.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < alpha.height; y += 1) {
    for (let x = 0; x < alpha.width; x += 1) {
      if ((alpha.data[y * alpha.width + x] ?? 0) <= threshold) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? undefined : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Decodes and detects at work size (pose, faces, coarse matte). */
export async function detectSubject(buffer: Buffer, label = 'model') {
  const decoded = await decodeRgb(buffer, label);
  const image = await resizeRgb(decoded, MAX_SOURCE_SIDE);
  const work = await resizeRgb(image, WORK_SIDE);
  const human = await loadHuman();
  const detection = await runExclusive(() => detectPeople(human, work));
  return { image, work, detection };
}

/** Drops the old background the segmentation took for the person (shadows, floor, islands). */
function cleanSpill(image: RasterImage, alpha: FloatMap, detection: PeopleDetection): FloatMap {
  const body = buildBody(detection.keypoints);
  if (!body) return alpha;
  const face = bestFace(detection);
  const cleaned = removeBackgroundSpill(
    image,
    alpha,
    bodyCore(body, face, alpha.width, alpha.height),
  );
  return tightenEdges(cleaned, body, face);
}

async function cutOut(image: RasterImage, work: RasterImage, detection: PeopleDetection) {
  const k = Math.min(1, MATTE_SIDE / Math.max(image.width, image.height));
  const mw = Math.round(image.width * k);
  const mh = Math.round(image.height * k);
  const matteImage = k < 1 ? await resizeRgb(image, MATTE_SIDE) : image;
  const coarse = upsamplePlane({ ...detection.matte, channels: 1 }, mw, mh);
  const n = mw * mh;
  const planes = toPlanes(matteImage.data, n, matteImage.channels);
  const scale = mw / work.width;
  const refined = cleanSpill(
    matteImage,
    refineMatte(planes, { data: coarse.data, width: mw, height: mh }, scale),
    scaleDetection(detection, scale),
  );
  const s = Math.max(mw, mh) / 1024;
  const fg = estimateForeground(planes, refined.data, mw, mh, [
    Math.round(60 * s),
    Math.max(2, Math.round(5 * s)),
  ]);
  if (k === 1) return { alpha: refined, foreground: fg };
  const up = (data: Float32Array) =>
    upsamplePlane({ data, width: mw, height: mh, channels: 1 }, image.width, image.height).data;
  return {
    alpha: { data: up(refined.data), width: image.width, height: image.height },
    foreground: fg.map(up),
  };
}

/** Detects the model in a photo and cuts them out with a refined matte and clean edge colours. */
export async function prepareSubject(buffer: Buffer): Promise<Subject> {
  const { image, work, detection } = await detectSubject(buffer);
  const { alpha, foreground } = await cutOut(image, work, detection);
  const box = maskBox(alpha) ?? { x: 0, y: 0, width: 0, height: 0 };
  const edge = 2;
  return {
    image,
    detection: scaleDetection(detection, image.width / work.width),
    alpha,
    foreground,
    box,
    touches: {
      top: box.y <= edge,
      left: box.x <= edge,
      bottom: box.y + box.height >= image.height - edge,
      right: box.x + box.width >= image.width - edge,
    },
  };
}

const cache = new Map<string, Promise<Subject>>();
const CACHE_ENTRIES = 4;

/** A stored cut-out (cut-out-store.ts) of this photo, or the photo cut out again. */
async function reuseOrPrepare(buffer: Buffer, stored: Buffer | undefined) {
  if (stored) {
    const image = await resizeRgb(await decodeRgb(buffer, 'model'), MAX_SOURCE_SIDE);
    const subject = await decodeCutOut(stored, image);
    if (subject) return { subject, computed: false };
  }
  return { subject: await prepareSubject(buffer), computed: true };
}

/**
 * prepareSubject with a small per-process cache (a shoot renders each dressed model several
 * times) and, across processes, the cut-out another process stored (`stored`, from
 * encodeCutOut). `computed` says this call cut the model out: the caller may store it.
 */
export async function loadSubject(
  buffer: Buffer,
  stored?: Buffer,
): Promise<{ subject: Subject; computed: boolean }> {
  const key = createHash('sha256').update(buffer).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return { subject: await hit, computed: false };
  }
  const pending = reuseOrPrepare(buffer, stored);
  const subject = pending.then((r) => r.subject);
  subject.catch(() => cache.delete(key));
  cache.set(key, subject);
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return pending;
}

/** Forgets the per-process cut-outs (tests: a fresh process). */
export function clearSubjectCache(): void {
  cache.clear();
}
