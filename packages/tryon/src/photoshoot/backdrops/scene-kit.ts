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

/** Soft pool of light on the wall behind the model and a vignette at the edges. */
export function lighting(id: string, p: Palette, strength = 0.55): string {
  return `
  <defs>
    <radialGradient id="${id}-pool" cx="600" cy="760" r="900" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.light}" stop-opacity="${strength}"/>
      <stop offset="0.6" stop-color="${p.light}" stop-opacity="${strength * 0.25}"/>
      <stop offset="1" stop-color="${p.light}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="${id}-vignette" cx="600" cy="800" r="1500" gradientUnits="userSpaceOnUse">
      <stop offset="0.45" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.5"/>
    </radialGradient>
  </defs>
  <rect x="${-FAR}" y="${-FAR}" width="${2 * FAR}" height="${2 * FAR}" fill="url(#${id}-pool)"/>
  <rect x="${-FAR}" y="${-FAR}" width="${2 * FAR}" height="${2 * FAR}" fill="url(#${id}-vignette)"/>`;
}

/** A floor in front of the wall: lit near the wall, darker toward the camera, with a skirting. */
export function floor(id: string, p: Palette, tiles = false): string {
  const joints = tiles
    ? Array.from({ length: 25 }, (_, i) => {
        const x = 600 + (i - 12) * 160;
        return `<path d="M${x} ${FLOOR_Y}L${600 + (x - 600) * 3.2} ${FLOOR_Y + 700}" stroke="${p.bg}" stroke-opacity="0.18" stroke-width="3"/>`;
      }).join('') +
      [1440, 1520, 1640, 1820]
        .map(
          (y) =>
            `<path d="M${-FAR} ${y}H${FAR}" stroke="${p.bg}" stroke-opacity="0.15" stroke-width="3"/>`,
        )
        .join('')
    : '';
  return `
  <defs>
    <linearGradient id="${id}-floor" x1="0" y1="${FLOOR_Y}" x2="0" y2="${FLOOR_Y + 600}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.floor}"/>
      <stop offset="1" stop-color="${p.bg}"/>
    </linearGradient>
  </defs>
  <rect x="${-FAR}" y="${FLOOR_Y}" width="${2 * FAR}" height="${FAR}" fill="url(#${id}-floor)"/>
  ${joints}
  <rect x="${-FAR}" y="${FLOOR_Y - 6}" width="${2 * FAR}" height="10" fill="${p.bg}" opacity="0.35"/>`;
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

/** Jaali: a lattice of interlocking octagons, as in Mughal screens. */
export function jaaliPattern(id: string, colour: string, size: number, opacity: number): string {
  const q = size / 4;
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">
    <g fill="none" stroke="${colour}" stroke-width="${size / 9}" opacity="${opacity}">
      <path d="M${q} 0L${3 * q} 0L${size} ${q}L${size} ${3 * q}L${3 * q} ${size}L${q} ${size}L0 ${3 * q}L0 ${q}Z"/>
      <path d="M${2 * q} ${q}L${3 * q} ${2 * q}L${2 * q} ${3 * q}L${q} ${2 * q}Z"/>
    </g>
  </pattern>`;
}

export function wall(p: Palette): string {
  return `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR}" height="${FAR + FLOOR_Y}" fill="${p.wall}"/>`;
}
