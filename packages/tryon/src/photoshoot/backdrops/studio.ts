import { FAR, type Palette } from './scene-kit';

/**
 * A seamless paper sweep: the wall brightest behind the model's shoulders, darkening to the sides,
 * curving into the floor without a line, with a lighter pool where the model stands.
 */
export function studioSweep(id: string, p: Palette): string {
  return `
  <defs>
    <radialGradient id="${id}-key" cx="600" cy="700" r="1100" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.light}"/>
      <stop offset="0.55" stop-color="${p.wall}"/>
      <stop offset="1" stop-color="${p.bg}"/>
    </radialGradient>
    <linearGradient id="${id}-sweep" x1="0" y1="1250" x2="0" y2="1700" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.floor}" stop-opacity="0"/>
      <stop offset="0.45" stop-color="${p.floor}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${p.floor}" stop-opacity="0.9"/>
    </linearGradient>
    <radialGradient id="${id}-pool" cx="600" cy="1490" r="520" gradientUnits="userSpaceOnUse" gradientTransform="translate(0 1490) scale(1 0.35) translate(0 -1490)">
      <stop offset="0" stop-color="${p.light}" stop-opacity="0.6"/>
      <stop offset="1" stop-color="${p.light}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="${id}-edge" cx="600" cy="800" r="1600" gradientUnits="userSpaceOnUse">
      <stop offset="0.5" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </radialGradient>
  </defs>
  <rect x="${-FAR}" y="${-FAR}" width="${2 * FAR}" height="${2 * FAR}" fill="url(#${id}-key)"/>
  <rect x="${-FAR}" y="1250" width="${2 * FAR}" height="${FAR}" fill="url(#${id}-sweep)"/>
  <rect x="${-FAR}" y="1250" width="${2 * FAR}" height="${FAR}" fill="url(#${id}-pool)"/>
  <rect x="${-FAR}" y="${-FAR}" width="${2 * FAR}" height="${2 * FAR}" fill="url(#${id}-edge)"/>`;
}
