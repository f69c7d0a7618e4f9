import { FAR, FLOOR_Y, jaaliHoles, pointedArch, type Palette } from './scene-kit';
import type { Material } from './materials';

/**
 * A heritage set as the photographic renderer (heritage-set.ts) needs it: SVG for three planes at
 * different distances from the camera, and two masks. Scene units as in scene-kit (the model's
 * feet at (600, 1480), the wall standing on FLOOR_Y).
 */
export interface HeritageSet {
  /** The wall plane's face: plaster or stone, mouldings, the back of recesses. Opaque. */
  wall: string;
  /** White where the wall face is set back (recesses, openings): their reveals and shadows. */
  recess: string;
  /** White where one sees through the wall to `far` (arches, jaali holes); black elsewhere. */
  openings: string;
  /** What lies beyond the openings (a court, a garden, sunlight): far, so the most blurred. */
  far: string;
  material: Material;
  /** Thickness of the wall as seen from the camera (reveal width, fraction of the distance). */
  depth: number;
  /** Openings set further back than the wall's face (a jaali at the back of a recess) are
   * blurred this many times as much as the face. */
  openingsBlur?: number;
}

/** Deterministic 0..1 numbers (mulberry32), so every render of a scene places the same leaves. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const full = (fill: string, extra = '') =>
  `<rect x="${-FAR}" y="${-FAR}" width="${2 * FAR}" height="${2 * FAR}" fill="${fill}"${extra}/>`;

interface Garden {
  seed: number;
  /** The band of foliage: top and bottom of the planting, in scene units. */
  top: number;
  bottom: number;
  /** Leaf tones from shade to sun, and the colour of sun glints through the leaves. */
  leaves: string[];
  glint: string;
  count: number;
}

/**
 * An out-of-focus garden as a lens draws it: overlapping discs of leaf colour at many
 * luminances (each disc is a blurred clump of leaves), denser and darker low down, with small
 * bright discs where the sun comes through (specular bokeh).
 */
function garden(g: Garden): string {
  const rnd = random(g.seed);
  const discs: string[] = [];
  const span = g.bottom - g.top;
  // The mass of the planting: large, dim, overlapping clumps, darker toward the ground.
  for (let i = 0; i < g.count; i += 1) {
    const x = -700 + rnd() * 2600;
    const v = Math.sqrt(rnd());
    const y = g.top + span * v;
    const r = 40 + rnd() * 90;
    const shade = Math.floor(rnd() * 2.2 * (1.2 - v));
    const colour = g.leaves[Math.min(g.leaves.length - 1, shade)] ?? g.leaves[0];
    discs.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.35 + rnd() * 0.35).toFixed(2)}"/>`,
    );
  }
  // Nearer leaves catching the light: smaller discs at every luminance.
  for (let i = 0; i < g.count; i += 1) {
    const x = -700 + rnd() * 2600;
    const y = g.top + span * (0.1 + 0.8 * rnd());
    const r = 14 + rnd() * 34;
    const colour = g.leaves[Math.floor(rnd() * g.leaves.length)] ?? g.leaves[0];
    discs.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.25 + rnd() * 0.45).toFixed(2)}"/>`,
    );
  }
  // Sun through the leaves: small bright discs (specular bokeh), each with a faint bright rim.
  for (let i = 0; i < g.count / 3; i += 1) {
    const x = -700 + rnd() * 2600;
    const y = g.top + span * rnd() * 0.7;
    const r = 9 + rnd() * 15;
    const o = (0.35 + rnd() * 0.5).toFixed(2);
    discs.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${g.glint}" opacity="${o}"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r - 2).toFixed(0)}" fill="none" stroke="#fff" stroke-width="2.5" opacity="${o}"/>`,
    );
  }
  return discs.join('');
}

/** A palace jharokha: a tall pointed arch recess, a backlit jaali screen at its back. */
export function jharokha(id: string, p: Palette): HeritageSet {
  const arch = pointedArch(600, 400, 640, 120, FLOOR_Y - 70);
  const inner = pointedArch(600, 330, 660, 200, FLOOR_Y - 90);
  const frame = pointedArch(600, 445, 620, 62, FLOOR_Y - 70);
  const niches = [-420, 1620].map((cx) => pointedArch(cx, 160, 700, 470, 1230));
  const wall = `
  <defs>
    <linearGradient id="${id}-back" x1="0" y1="120" x2="0" y2="${FLOOR_Y}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.wall}" stop-opacity="0.8"/>
    </linearGradient>
  </defs>
  ${full(p.wall)}
  ${niches.map((d) => `<path d="${d}" fill="${p.bg}" opacity="0.35"/>`).join('')}
  <path d="${frame}" fill="none" stroke="${p.line}" stroke-width="18" opacity="0.75"/>
  <path d="${frame}" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.35" transform="translate(-5 -5)"/>
  <path d="${arch}" fill="url(#${id}-back)"/>
  <path d="${inner}" fill="${p.line}" opacity="0.45"/>
  <path d="${inner}" fill="none" stroke="${p.line}" stroke-width="10" opacity="0.6"/>
  <rect x="${-FAR}" y="${FLOOR_Y - 70}" width="${2 * FAR}" height="70" fill="${p.bg}" opacity="0.25"/>
  <rect x="${-FAR}" y="${FLOOR_Y - 76}" width="${2 * FAR}" height="8" fill="${p.light}" opacity="0.35"/>`;
  const recess = `${full('#000')}<path d="${arch}" fill="#fff"/>${niches
    .map((d) => `<path d="${d}" fill="#fff"/>`)
    .join('')}`;
  const openings = `<defs>${jaaliHoles(`${id}-holes`, 56)}</defs>${full('#000')}<path d="${inner}" fill="url(#${id}-holes)"/>`;
  const far = `
  <defs>
    <radialGradient id="${id}-sun" cx="560" cy="560" r="700" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fffaf0"/><stop offset="0.5" stop-color="${p.light}"/><stop offset="1" stop-color="${p.line}"/>
    </radialGradient>
  </defs>
  ${full(`url(#${id}-sun)`)}
  ${garden({ seed: 11, top: 820, bottom: 1500, leaves: ['#bfae74', '#d2c48c', '#e4d7a6'], glint: '#fffaf0', count: 26 })}`;
  return { wall, recess, openings, far, material: 'plaster', depth: 0.05, openingsBlur: 1.8 };
}

/** The jharokha in ivory marble: the same set, veined stone. */
export function marbleJharokha(id: string, p: Palette): HeritageSet {
  return { ...jharokha(id, p), material: 'marble' };
}

/** Cusped (scalloped) arch: the opening's top is a run of lobes bulging outward, meeting in cusps. */
function cuspedArch(cx: number, half: number, spring: number, apex: number, base: number): string {
  const lobes = 7;
  const rise = spring - apex;
  const at = (t: number) => {
    const angle = Math.PI * (1 - t);
    return { x: cx + Math.cos(angle) * half, y: spring - Math.sin(angle) * rise };
  };
  let d = `M${cx - half} ${base}V${spring}`;
  for (let i = 1; i <= lobes; i += 1) {
    const b = at(i / lobes);
    const m = at((i - 0.5) / lobes);
    const nx = m.x - cx;
    const ny = m.y - spring;
    const len = Math.hypot(nx, ny) || 1;
    const depth = half * 0.16;
    d += `Q${m.x + (nx / len) * depth} ${m.y + (ny / len) * depth} ${b.x} ${b.y}`;
  }
  return `${d}V${base}Z`;
}

/** The court beyond an arcade: a sunlit far wall, a garden in front of it, stone paving. */
function court(id: string, p: Palette, seed: number, farWall: string, leaves: string[]): string {
  const rnd = random(seed);
  const distant = Array.from({ length: 9 }, (_, i) => {
    const cx = -500 + i * 300 + rnd() * 40;
    return `<path d="${pointedArch(cx, 80, 560, 440, 900)}" fill="${p.bg}" opacity="0.35"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="${id}-court" x1="0" y1="0" x2="0" y2="${FLOOR_Y}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fbf3e3"/><stop offset="0.3" stop-color="${farWall}"/><stop offset="0.75" stop-color="${farWall}"/><stop offset="1" stop-color="${p.floor}"/>
    </linearGradient>
  </defs>
  ${full(`url(#${id}-court)`)}
  ${distant}
  <rect x="${-FAR}" y="1180" width="${2 * FAR}" height="${FAR}" fill="${p.floor}" opacity="0.9"/>
  ${garden({ seed: seed + 1, top: 780, bottom: 1320, leaves, glint: '#fff6dc', count: 90 })}`;
}

/** A haveli courtyard: a row of cusped arches opening on a bright inner court, and lanterns. */
export function courtyard(id: string, p: Palette): HeritageSet {
  const centres = [-300, 600, 1500];
  const openingsPath = centres.map((cx) => cuspedArch(cx, 330, 760, 330, FLOOR_Y)).join('');
  const lanterns = [150, 1050].map(
    (x) => `<path d="M${x} -400V255" stroke="#4a3324" stroke-width="5"/>
      <path d="M${x - 34} 255h68l-12 95h-44Z" fill="#5a3b26"/><path d="M${x - 20} 350h40l-6 16h-28Z" fill="#3a261a"/>`,
  );
  const wall = `
  ${full(p.wall)}
  ${centres
    .map(
      (cx) =>
        `<path d="${cuspedArch(cx, 362, 742, 292, FLOOR_Y)}" fill="none" stroke="${p.line}" stroke-width="14" opacity="0.45"/>`,
    )
    .join('')}
  <rect x="${-FAR}" y="180" width="${2 * FAR}" height="18" fill="${p.line}" opacity="0.3"/>
  ${lanterns.join('')}
  ${[150, 1050].map((x) => `<rect x="${x - 22}" y="275" width="44" height="62" fill="#ffd58a" opacity="0.9"/><circle cx="${x}" cy="305" r="70" fill="${p.light}" opacity="0.35"/>`).join('')}`;
  const black = lanterns.map((l) =>
    l.replace(/fill="[^"]*"/g, 'fill="#000"').replace(/stroke="[^"]*"/g, 'stroke="#000"'),
  );
  const openings = `${full('#000')}<path d="${openingsPath}" fill="#fff"/>${black.join('')}`;
  const recess = `${full('#000')}<path d="${openingsPath}" fill="#fff"/>`;
  const leaves = ['#3f4f2a', '#5d6e36', '#7f8c48', '#a8a85c', '#c9b870'];
  return {
    wall,
    recess,
    openings,
    far: court(id, p, 23, '#f1dcc0', leaves),
    material: 'plaster',
    depth: 0.045,
  };
}

/** A sandstone arcade: pointed arches on piers, a frieze above, a sunlit court beyond. */
export function arcade(id: string, p: Palette): HeritageSet {
  const bays = [-560, 0, 560, 1120, 1680].map((x) => pointedArch(x + 40, 215, 820, 470, FLOOR_Y));
  const wall = `
  ${full(p.wall)}
  <rect x="${-FAR}" y="340" width="${2 * FAR}" height="44" fill="${p.line}" opacity="0.3"/>
  <rect x="${-FAR}" y="384" width="${2 * FAR}" height="6" fill="${p.light}" opacity="0.35"/>
  ${bays
    .map(
      (d, i) =>
        `<path d="${pointedArch([-560, 0, 560, 1120, 1680][i]! + 40, 240, 808, 436, FLOOR_Y)}" fill="none" stroke="${p.line}" stroke-width="10" opacity="0.5"/><path d="${d}" fill="${p.bg}"/>`,
    )
    .join('')}`;
  const path = bays.join('');
  const leaves = ['#44502a', '#66733a', '#8d9350', '#b5a861', '#d4c07a'];
  return {
    wall,
    recess: `${full('#000')}<path d="${path}" fill="#fff"/>`,
    openings: `${full('#000')}<path d="${path}" fill="#fff"/>`,
    far: court(id, p, 37, '#f3d8b4', leaves),
    material: 'sandstone',
    depth: 0.055,
  };
}
