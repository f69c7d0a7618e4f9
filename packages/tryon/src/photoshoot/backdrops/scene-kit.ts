// Shared pieces of the procedural backdrops. Scene units: a 1200 × 1600 full-length frame with
// the model's feet at (600, 1480) and the head's top near y = 330; the wall meets the floor at
// FLOOR_Y. Everything extends far beyond the frame so any view of the scene is covered.

export const SCENE = { width: 1200, height: 1600, feetX: 600, feetY: 1480, stature: 1150 };
export const FLOOR_Y = 1395;
export const FAR = 6000;

export interface Palette {
  /** Darkest tone: the edges, the deep recesses. */
  bg: string;
  /** Main wall tone. */
  wall: string;
  /** Trim, mouldings, metalwork. */
  line: string;
  /** Floor tone. */
  floor: string;
  /** Light falling on the scene (pool behind the model). */
  light: string;
}

/** A pointed (Mughal) arch outline with its springing line at `spring` and apex at `apex`. */
export function pointedArch(
  cx: number,
  half: number,
  spring: number,
  apex: number,
  base: number,
): string {
  const l = cx - half;
  const r = cx + half;
  const rise = spring - apex;
  return `M${l} ${base}V${spring}C${l} ${spring - rise * 0.55} ${cx - half * 0.35} ${apex + rise * 0.15} ${cx} ${apex}C${cx + half * 0.35} ${apex + rise * 0.15} ${r} ${spring - rise * 0.55} ${r} ${spring}V${base}Z`;
}

/**
 * Jaali holes: the openings of a lattice of interlocking octagons (Mughal screens), as white
 * shapes for an openings mask; the stone between them is what stays of the screen.
 */
export function jaaliHoles(id: string, size: number): string {
  const q = size / 4;
  const g = size / 18; // half the width of the stone bars
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">
    <path fill="#fff" d="M${q + g} ${g}L${3 * q - g} ${g}L${size - g} ${q + g}L${size - g} ${3 * q - g}L${3 * q - g} ${size - g}L${q + g} ${size - g}L${g} ${3 * q - g}L${g} ${q + g}Z M${2 * q} ${q - g}L${q - g} ${2 * q}L${2 * q} ${3 * q + g}L${3 * q + g} ${2 * q}Z" fill-rule="evenodd"/>
  </pattern>`;
}
