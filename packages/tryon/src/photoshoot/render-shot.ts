import sharp from 'sharp';
import { throwIfAborted, TryonError } from '../errors';
import { renderBackdrop } from './backdrops/render-backdrop';
import { SCENE } from './backdrops/scene-kit';
import { composite } from './compose/composite';
import { cropLayer } from './compose/layer';
import { estimateNoise } from './compose/noise';
import { contactShadows, shadowMap } from './compose/shadow';
import { figureOf, type Figure } from './shots/geometry';
import { planShot } from './shots/plan-shot';
import { encodeCutOut } from './cut-out-store';
import { loadSubject, type Subject } from './subject';
import type { Box, RenderShotInput, RenderShotResult, ShotFormat } from './types';

const DEFAULT_MAX_SIDE = 2048;

/** Output size: the crop's own pixels (never more), capped, exactly 3:4. */
export function outputSize(crop: Box, maxSide: number): { width: number; height: number } {
  const k = Math.min(1, maxSide / crop.height);
  const width = Math.max(3, 3 * Math.floor((crop.width * k) / 3 + 1e-6));
  return { width, height: (width / 3) * 4 };
}

/** The crop, in scene units: the model stands at the scene's feet mark, at the scene's stature. */
export function sceneView(f: Figure, crop: Box): Box {
  const k = SCENE.stature / f.stature;
  return {
    x: SCENE.feetX + (crop.x - f.centreX) * k,
    y: SCENE.feetY + (crop.y - f.feetY) * k,
    width: crop.width * k,
    height: crop.height * k,
  };
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

async function encode(
  rgb: Uint8Array,
  width: number,
  height: number,
  format: ShotFormat,
  quality: number,
) {
  const img = sharp(rgb, { raw: { width, height, channels: 3 } });
  if (format === 'png') return img.png({ compressionLevel: 6 }).toBuffer();
  if (format === 'webp') return img.webp({ quality }).toBuffer();
  return img.jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
}

function requireFigure(subject: Subject): Figure {
  const f = figureOf(subject);
  if (!f || subject.box.width === 0) throw new TryonError('NO_PERSON');
  return f;
}

/**
 * One catalogue shot: the dressed model cut out of their photo (refined matte, edge colours
 * cleaned of the old background), placed on the backdrop at the shot's framing, with a contact
 * shadow and subtle colour harmonisation. 3:4, never larger than the source's own pixels.
 */
export async function renderShot(input: RenderShotInput): Promise<RenderShotResult> {
  const timings: Record<string, number> = {};
  const started = performance.now();
  let mark = started;
  const lap = (name: string) => {
    throwIfAborted(input.signal);
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const { subject, computed } = await loadSubject(input.image, input.cutOut?.stored);
  const f = requireFigure(subject);
  const cutOut = computed && input.cutOut ? await encodeCutOut(subject) : undefined;
  lap('subject');
  const plan = planShot(subject, f, input.shot, input.detail ?? 'auto', input.category);
  const { width, height } = outputSize(plan.crop, input.maxSide ?? DEFAULT_MAX_SIDE);
  const backdrop = await renderBackdrop(input.backdrop, sceneView(f, plan.crop), width, height);
  lap('backdrop');
  const layer = await cropLayer(subject, plan.crop, width, height);
  const shadow = shadowMap(contactShadows(subject, f), plan.crop, width, height);
  const rgb = composite(layer, backdrop, { shadow, noise: estimateNoise(layer) });
  lap('composite');
  const format = input.format ?? 'jpeg';
  const image = await encode(rgb, width, height, format, input.quality ?? 90);
  lap('encode');
  timings.total = Math.round(performance.now() - started);
  return {
    image,
    mimeType: MIME[format],
    width,
    height,
    shot: input.shot,
    ...(plan.detail ? { detail: plan.detail } : {}),
    crop: {
      x: Math.round(plan.crop.x),
      y: Math.round(plan.crop.y),
      width: Math.round(plan.crop.width),
      height: Math.round(plan.crop.height),
    },
    timings,
    ...(cutOut ? { cutOut } : {}),
  };
}
