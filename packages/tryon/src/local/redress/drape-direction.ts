import { blurMap, createFloatMap } from '../raster/raster';

/** Most a print turns to follow the folds: a fold across the body still hangs from it. */
const MAX_TURN = Math.PI / 3;
/** Folds this coherent (0 none … 1 parallel lines) turn the print fully; half as much at half. */
const COHERENT = 0.5;
/** Light varying less than this (squared gradient per pixel) shows no folds to follow. */
const MIN_ENERGY = 2e-5;

/** Structure tensor of the light (gx², gx·gy, gy²), gradients only inside one fabric part. */
function lightTensor(light: Float32Array, labels: Int8Array, width: number, height: number) {
  const maps = [0, 1, 2].map(() => createFloatMap(width, height));
  const [jxx, jxy, jyy] = maps.map((m) => m.data);
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const l = labels[i] ?? -1;
      if (l < 0 || labels[i - 1] !== l || labels[i + 1] !== l) continue;
      if (labels[i - width] !== l || labels[i + width] !== l) continue;
      const gx = ((light[i + 1] ?? 0) - (light[i - 1] ?? 0)) / 2;
      const gy = ((light[i + width] ?? 0) - (light[i - width] ?? 0)) / 2;
      if (jxx) jxx[i] = gx * gx;
      if (jxy) jxy[i] = gx * gy;
      if (jyy) jyy[i] = gy * gy;
    }
  return maps;
}

/** The turn for one tensor (summed over the neighbourhood): the folds' direction from upright. */
function turnOf(a: number, b: number, c: number): number {
  const energy = a + c;
  if (energy < MIN_ENERGY) return 0;
  const coherence = Math.hypot(a - c, 2 * b) / energy;
  // The gradients' direction θ; folds run across it, and upright (θ = 0) needs no turn.
  const theta = 0.5 * Math.atan2(2 * b, a - c);
  const weight = Math.min(1, coherence / COHERENT);
  // Near-horizontal folds fade to upright: their two turns (±90°) are one fold.
  const fade = Math.min(1, (Math.PI / 2 - Math.abs(theta)) / (Math.PI / 2 - MAX_TURN));
  return Math.sign(-theta) * Math.min(MAX_TURN, Math.abs(theta)) * fade * weight;
}

/**
 * How far a print turns to run along the worn fabric's folds (pleats, a pallu's drape), per
 * pixel: radians from target to source, 0 where the light shows no clear direction. From the
 * structure tensor of the worn light (its gradients run across the folds) over `radius`; only
 * gradients inside one fabric part count, so silhouettes and part edges do not.
 */
export function foldTurn(
  light: Float32Array,
  labels: Int8Array,
  width: number,
  height: number,
  radius: number,
): Float32Array {
  const [sxx, sxy, syy] = lightTensor(light, labels, width, height).map(
    (m) => blurMap(m, radius, 2).data,
  );
  const turn = new Float32Array(width * height);
  for (let i = 0; i < turn.length; i += 1)
    if ((labels[i] ?? -1) >= 0) turn[i] = turnOf(sxx?.[i] ?? 0, sxy?.[i] ?? 0, syy?.[i] ?? 0);
  return turn;
}
