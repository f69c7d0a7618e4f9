// Textile-inspired SVG <pattern> definitions, drawn by hand. Each takes a unique id (useId) so
// several artworks can sit on one page without their definitions colliding.

interface PatternProps {
  id: string;
  fg: string;
  bg?: string;
  size?: number;
  opacity?: number;
}

/** The classic mango-shaped buta (paisley), in a 24-unit box, tip to the upper right. */
export const PAISLEY_PATH = 'M8 22C2 22 1 14 5 10c4-4 9-4 11-8 3 6 3 13-1 17-2 2-4 3-7 3Z';
export const PAISLEY_INNER_PATH =
  'M8.5 19c-3 0-4-4-2-6.5 2-2.4 5-2.4 6.4-4.6 1.4 4 .6 8-1.4 9.7-.9.9-1.9 1.4-3 1.4Z';

/** Buta: small paisleys in a half-drop repeat, as woven into Banarasi silk. */
export function ButaPattern({ id, fg, bg, size = 28, opacity = 1 }: PatternProps) {
  const s = size / 28;
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      {bg && <rect width={size} height={size} fill={bg} />}
      <g opacity={opacity} fill={fg}>
        <path d={PAISLEY_PATH} transform={`translate(${2 * s} ${1 * s}) scale(${0.45 * s})`} />
        <path d={PAISLEY_PATH} transform={`translate(${16 * s} ${15 * s}) scale(${0.45 * s})`} />
        <circle cx={20 * s} cy={5 * s} r={0.9 * s} />
        <circle cx={6 * s} cy={19 * s} r={0.9 * s} />
      </g>
    </pattern>
  );
}

/** Bandhani: tie-dye dots in clusters of four around a centre, on an offset grid. */
export function BandhaniPattern({ id, fg, bg, size = 16, opacity = 1 }: PatternProps) {
  const h = size / 2;
  const r = size / 16;
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      {bg && <rect width={size} height={size} fill={bg} />}
      <g opacity={opacity} fill={fg}>
        {[
          [h, h - 2.2 * r],
          [h, h + 2.2 * r],
          [h - 2.2 * r, h],
          [h + 2.2 * r, h],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
        <circle cx={0} cy={0} r={r * 1.1} />
        <circle cx={size} cy={0} r={r * 1.1} />
        <circle cx={0} cy={size} r={r * 1.1} />
        <circle cx={size} cy={size} r={r * 1.1} />
      </g>
    </pattern>
  );
}

/** Block print: a carved-block rosette with four leaves, stamped on a square grid. */
export function BlockPrintPattern({ id, fg, bg, size = 22, opacity = 1 }: PatternProps) {
  const c = size / 2;
  const leaf = size * 0.2;
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      {bg && <rect width={size} height={size} fill={bg} />}
      <g opacity={opacity} fill={fg}>
        {[0, 90, 180, 270].map((a) => (
          <ellipse
            key={a}
            cx={c}
            cy={c - leaf}
            rx={leaf * 0.45}
            ry={leaf}
            transform={`rotate(${a} ${c} ${c})`}
          />
        ))}
        <circle cx={c} cy={c} r={size * 0.07} fill={bg ?? fg} />
        <circle cx={0} cy={0} r={size * 0.06} />
        <circle cx={size} cy={size} r={size * 0.06} />
        <circle cx={size} cy={0} r={size * 0.06} />
        <circle cx={0} cy={size} r={size * 0.06} />
      </g>
    </pattern>
  );
}

/** Jaali: the pierced stone lattice of Mughal windows (interlocking octagons). */
export function JaaliPattern({ id, fg, size = 20, opacity = 1 }: PatternProps) {
  const q = size / 4;
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      <g opacity={opacity} fill="none" stroke={fg} strokeWidth={size / 28}>
        <path
          d={`M${q} 0 L${3 * q} 0 L${size} ${q} L${size} ${3 * q} L${3 * q} ${size} L${q} ${size} L0 ${3 * q} L0 ${q} Z`}
        />
        <path d={`M${2 * q} ${q} L${3 * q} ${2 * q} L${2 * q} ${3 * q} L${q} ${2 * q} Z`} />
      </g>
    </pattern>
  );
}

/** Zari border: a metallic band of lozenges and pips, the edge of a saree or dupatta. */
export function ZariPattern({ id, fg, bg, size = 12, opacity = 1 }: PatternProps) {
  const h = size / 2;
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      {bg && <rect width={size} height={size} fill={bg} />}
      <g opacity={opacity} fill={fg}>
        <rect width={size} height={size * 0.1} />
        <rect y={size * 0.9} width={size} height={size * 0.1} />
        <path
          d={`M${h} ${size * 0.2} L${size * 0.8} ${h} L${h} ${size * 0.8} L${size * 0.2} ${h} Z`}
        />
        <circle cx={0} cy={h} r={size * 0.08} />
        <circle cx={size} cy={h} r={size * 0.08} />
      </g>
    </pattern>
  );
}
