import { boxMean } from '../../local/raster/box-filter';

const box = (data: Float32Array, width: number, height: number, r: number): Float32Array =>
  boxMean(data, width, height, r);

/**
 * Foreground colours behind a soft matte, by blur fusion (Forte & Pitié, "Approximate fast
 * foreground colour estimation", ICIP 2021): where alpha is fractional the photo mixes the model
 * with the OLD background; taking that mix as the model's colour leaves a halo of the old
 * background on the new one. Each pass estimates local mean foreground and background colours and
 * corrects the foreground so that alpha·F + (1 − alpha)·B reproduces the photo.
 */
export function estimateForeground(
  image: Float32Array[],
  alpha: Float32Array,
  width: number,
  height: number,
  radii: readonly number[],
): Float32Array[] {
  const n = alpha.length;
  let F: Float32Array[] = image.map((c) => Float32Array.from(c));
  let B: Float32Array[] = image.map((c) => Float32Array.from(c));
  const inv = new Float32Array(n);
  for (let i = 0; i < n; i += 1) inv[i] = 1 - (alpha[i] ?? 0);
  for (const r of radii) {
    const bA = box(alpha, width, height, r);
    const bInv = box(inv, width, height, r);
    const nextF: Float32Array[] = [];
    const nextB: Float32Array[] = [];
    for (let c = 0; c < 3; c += 1) {
      const fa = new Float32Array(n);
      const bi = new Float32Array(n);
      const f = F[c]!;
      const b = B[c]!;
      for (let i = 0; i < n; i += 1) {
        fa[i] = (f[i] ?? 0) * (alpha[i] ?? 0);
        bi[i] = (b[i] ?? 0) * (inv[i] ?? 0);
      }
      const mF = box(fa, width, height, r);
      const mB = box(bi, width, height, r);
      const outF = new Float32Array(n);
      const outB = new Float32Array(n);
      const I = image[c]!;
      for (let i = 0; i < n; i += 1) {
        const a = alpha[i] ?? 0;
        const fb = (mF[i] ?? 0) / Math.max(1e-5, bA[i] ?? 0);
        const bb = (mB[i] ?? 0) / Math.max(1e-5, bInv[i] ?? 0);
        const residual = (I[i] ?? 0) - a * fb - (1 - a) * bb;
        outF[i] = Math.min(1, Math.max(0, fb + a * residual));
        outB[i] = Math.min(1, Math.max(0, bb + (1 - a) * residual));
      }
      nextF.push(outF);
      nextB.push(outB);
    }
    F = nextF;
    B = nextB;
  }
  return F;
}
