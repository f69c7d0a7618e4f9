import {
  FAR,
  FLOOR_Y,
  floor,
  jaaliPattern,
  lighting,
  pointedArch,
  wall,
  type Palette,
} from './scene-kit';

/** A palace jharokha: a tall pointed arch recess with a glowing jaali screen behind the model. */
export function jharokha(id: string, p: Palette): string {
  const arch = pointedArch(600, 400, 640, 120, FLOOR_Y - 60);
  const inner = pointedArch(600, 340, 660, 190, FLOOR_Y - 60);
  const frame = pointedArch(600, 440, 620, 70, FLOOR_Y - 60);
  const niches = [-420, 1620]
    .map(
      (cx) => `<path d="${pointedArch(cx, 150, 700, 480, 1200)}" fill="${p.bg}" opacity="0.55"/>
      <path d="${pointedArch(cx, 170, 690, 450, 1200)}" fill="none" stroke="${p.line}" stroke-width="10" opacity="0.5"/>`,
    )
    .join('');
  return `
  <defs>${jaaliPattern(`${id}-jaali`, p.light, 60, 0.55)}
    <linearGradient id="${id}-recess" x1="0" y1="100" x2="0" y2="${FLOOR_Y}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.wall}" stop-opacity="0.6"/>
    </linearGradient>
  </defs>
  ${wall(p)}
  ${niches}
  <path d="${frame}" fill="none" stroke="${p.line}" stroke-width="16" opacity="0.7"/>
  <path d="${arch}" fill="url(#${id}-recess)"/>
  <path d="${inner}" fill="url(#${id}-jaali)"/>
  <path d="${arch}" fill="none" stroke="${p.line}" stroke-width="6" opacity="0.6"/>
  <rect x="${-FAR}" y="${FLOOR_Y - 70}" width="${2 * FAR}" height="70" fill="${p.bg}" opacity="0.35"/>
  <rect x="${-FAR}" y="${FLOOR_Y - 74}" width="${2 * FAR}" height="8" fill="${p.line}" opacity="0.45"/>
  ${floor(id, p, true)}
  ${lighting(id, p, 0.35)}`;
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

/** A haveli courtyard: a row of cusped arches opening on a bright inner court, and lanterns. */
export function courtyard(id: string, p: Palette): string {
  const arches = [-300, 600, 1500]
    .map(
      (cx) => `<path d="${cuspedArch(cx, 330, 760, 330, FLOOR_Y)}" fill="url(#${id}-open)"/>
      <path d="${cuspedArch(cx, 360, 740, 290, FLOOR_Y)}" fill="none" stroke="${p.line}" stroke-width="12" opacity="0.45"/>`,
    )
    .join('');
  const lanterns = [150, 1050]
    .map(
      (x) => `<path d="M${x} -400V260" stroke="${p.line}" stroke-width="5"/>
      <path d="M${x - 34} 260h68l-12 90h-44Z" fill="${p.line}"/><circle cx="${x}" cy="310" r="70" fill="${p.light}" opacity="0.35"/>`,
    )
    .join('');
  return `
  <defs>
    <linearGradient id="${id}-open" x1="0" y1="300" x2="0" y2="${FLOOR_Y}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.bg}"/><stop offset="0.4" stop-color="${p.light}"/><stop offset="0.62" stop-color="#c9c7a0"/><stop offset="0.78" stop-color="#7f8a5c"/><stop offset="1" stop-color="${p.floor}"/>
    </linearGradient>
  </defs>
  ${wall(p)}
  ${arches}
  ${lanterns}
  ${floor(id, p, true)}
  ${lighting(id, p, 0.3)}`;
}

/** A sandstone arcade: pointed arches on slim columns, a shaded corridor and a lit court beyond. */
export function arcade(id: string, p: Palette): string {
  const bays = [-560, 0, 560, 1120, 1680]
    .map((x) => {
      const cx = x + 40;
      return `<path d="${pointedArch(cx, 220, 820, 480, FLOOR_Y)}" fill="url(#${id}-beyond)"/>
      <path d="${pointedArch(cx, 240, 810, 440, FLOOR_Y)}" fill="none" stroke="${p.line}" stroke-width="9" opacity="0.5"/>`;
    })
    .join('');
  return `
  <defs>
    <linearGradient id="${id}-beyond" x1="0" y1="480" x2="0" y2="${FLOOR_Y}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${p.bg}"/><stop offset="0.35" stop-color="${p.light}"/><stop offset="0.7" stop-color="#d9b98f"/><stop offset="0.85" stop-color="#8a7a55"/><stop offset="1" stop-color="${p.floor}"/>
    </linearGradient>
  </defs>
  ${wall(p)}
  <rect x="${-FAR}" y="360" width="${2 * FAR}" height="30" fill="${p.line}" opacity="0.35"/>
  ${bays}
  ${floor(id, p, true)}
  ${lighting(id, p, 0.3)}`;
}
