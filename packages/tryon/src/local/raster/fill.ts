import { blurMap, type FloatMap, type RasterImage } from './raster';
import { downsamplePlane, upsamplePlane } from './resample';

interface Level {
  rgb: Float32Array;
  weight: Float32Array;
  width: number;
  height: number;
}

function downsample(level: Level): Level {
  const width = Math.max(1, Math.ceil(level.width / 2));
  const height = Math.max(1, Math.ceil(level.height / 2));
  const rgb = new Float32Array(width * height * 3);
  const weight = new Float32Array(width * height);
  for (let y = 0; y < level.height; y += 1) {
    for (let x = 0; x < level.width; x += 1) {
      const i = y * level.width + x;
      const o = (y >> 1) * width + (x >> 1);
      const w = level.weight[i] ?? 0;
      weight[o] = (weight[o] ?? 0) + w;
      for (let c = 0; c < 3; c += 1)
        rgb[o * 3 + c] = (rgb[o * 3 + c] ?? 0) + (level.rgb[i * 3 + c] ?? 0) * w;
    }
  }
  for (let o = 0; o < weight.length; o += 1) {
    const w = weight[o] ?? 0;
    if (w > 0) for (let c = 0; c < 3; c += 1) rgb[o * 3 + c] = (rgb[o * 3 + c] ?? 0) / w;
    weight[o] = Math.min(1, w);
  }
  return { rgb, weight, width, height };
}

/**
 * Pull-push fill: pixels outside the mask take the colour of the nearest masked pixels, so a
 * garment texture can be sampled slightly past its silhouette (extending it over old clothing)
 * without pulling in background colour.
 */
export function fillOutsideMask(image: RasterImage, mask: FloatMap): Float32Array {
  const n = image.width * image.height;
  const base: Level = {
    rgb: new Float32Array(n * 3),
    weight: new Float32Array(n),
    width: image.width,
    height: image.height,
  };
  for (let i = 0; i < n; i += 1) {
    base.weight[i] = (mask.data[i] ?? 0) > 0.5 ? 1 : 0;
    for (let c = 0; c < 3; c += 1) base.rgb[i * 3 + c] = image.data[i * image.channels + c] ?? 0;
  }
  const levels: Level[] = [base];
  while ((levels.at(-1)?.width ?? 1) > 1 || (levels.at(-1)?.height ?? 1) > 1) {
    levels.push(downsample(levels.at(-1) as Level));
  }
  for (let k = levels.length - 2; k >= 0; k -= 1) {
    const fine = levels[k] as Level;
    const coarse = levels[k + 1] as Level;
    for (let y = 0; y < fine.height; y += 1) {
      for (let x = 0; x < fine.width; x += 1) {
        const i = y * fine.width + x;
        const w = fine.weight[i] ?? 0;
        if (w >= 1) continue;
        // Bilinear read of the coarse level: nearest-neighbour pushes leave visible blocks.
        const cx = Math.min(coarse.width - 1, Math.max(0, (x - 0.5) / 2));
        const cy = Math.min(coarse.height - 1, Math.max(0, (y - 0.5) / 2));
        const x0 = Math.floor(cx);
        const y0 = Math.floor(cy);
        const x1 = Math.min(coarse.width - 1, x0 + 1);
        const y1 = Math.min(coarse.height - 1, y0 + 1);
        const fx = cx - x0;
        const fy = cy - y0;
        const i00 = (y0 * coarse.width + x0) * 3;
        const i01 = (y0 * coarse.width + x1) * 3;
        const i10 = (y1 * coarse.width + x0) * 3;
        const i11 = (y1 * coarse.width + x1) * 3;
        for (let c = 0; c < 3; c += 1) {
          const top = (coarse.rgb[i00 + c] ?? 0) * (1 - fx) + (coarse.rgb[i01 + c] ?? 0) * fx;
          const bottom = (coarse.rgb[i10 + c] ?? 0) * (1 - fx) + (coarse.rgb[i11 + c] ?? 0) * fx;
          const pushed = top * (1 - fy) + bottom * fy;
          fine.rgb[i * 3 + c] = (fine.rgb[i * 3 + c] ?? 0) * w + pushed * (1 - w);
        }
        fine.weight[i] = 1;
      }
    }
  }
  return base.rgb;
}

/**
 * fillOutsideMask at 1/factor resolution, optionally blurred there, upsampled back: for fills that
 * only need to be low-frequency (skin tone, a lower garment's colour).
 */
export function fillOutsideMaskCoarse(
  image: RasterImage,
  mask: FloatMap,
  factor: number,
  blurRadius = 0,
): Float32Array {
  const rgb = downsamplePlane(image, factor);
  const m = downsamplePlane(
    { data: mask.data, width: mask.width, height: mask.height, channels: 1 },
    factor,
  );
  const n = m.width * m.height;
  const small: RasterImage = {
    data: new Uint8Array(n * image.channels),
    width: m.width,
    height: m.height,
    channels: image.channels,
  };
  for (let k = 0; k < small.data.length; k += 1) small.data[k] = Math.round(rgb.data[k] ?? 0);
  // A coarse cell counts as inside only when the mask covers nearly all of it (an erosion).
  const inside: FloatMap = { data: new Float32Array(n), width: m.width, height: m.height };
  for (let k = 0; k < n; k += 1) inside.data[k] = (m.data[k] ?? 0) > 0.95 ? 1 : 0;
  const filled = fillOutsideMask(small, inside);
  if (blurRadius > 0) {
    for (let c = 0; c < 3; c += 1) {
      const channel: FloatMap = { data: new Float32Array(n), width: m.width, height: m.height };
      for (let k = 0; k < n; k += 1) channel.data[k] = filled[k * 3 + c] ?? 0;
      const smooth = blurMap(channel, blurRadius / factor);
      for (let k = 0; k < n; k += 1) filled[k * 3 + c] = smooth.data[k] ?? 0;
    }
  }
  return upsamplePlane(
    { data: filled, width: m.width, height: m.height, channels: 3 },
    image.width,
    image.height,
  ).data;
}
