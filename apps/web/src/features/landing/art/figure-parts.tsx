// Shared pieces of the fashion croquis used by every garment figure. Coordinates live in a
// 200 × 420 box: head top near y = 28, shoulders y ≈ 86, waist y ≈ 134, hem y ≈ 404.

export interface FigureProps {
  skin: string;
  hair?: string;
  /** Main garment colour, its darker shade, and a metallic accent. */
  main: string;
  shade: string;
  zari: string;
  /** A second garment colour (blouse, jacket, dupatta). */
  second: string;
  /** Pattern motif colour on the main fabric. */
  motif: string;
}

/** A woman's head with a low bun, face turned three-quarters, features left abstract. */
export function FemaleHead({ skin, hair = '#1d1210' }: { skin: string; hair?: string }) {
  return (
    <g>
      <ellipse cx="112" cy="58" rx="13" ry="11" fill={hair} />
      <path d="M94 64v20h12V64z" fill={skin} />
      <ellipse cx="100" cy="48" rx="16" ry="20" fill={skin} />
      <path d="M84 46c0-15 8-22 17-22 10 0 16 7 16 18-6-7-16-9-22-6-5 3-8 7-11 10Z" fill={hair} />
      <path
        d="M86 48c-2 6-1 12 2 16"
        stroke={hair}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="98" cy="29" r="1.6" fill="#e8c36a" />
    </g>
  );
}

/** A man's head with short hair (the sherwani draws its own safa instead). */
export function MaleHead({
  skin,
  hair = '#1d1210',
  bare = true,
}: {
  skin: string;
  hair?: string;
  bare?: boolean;
}) {
  return (
    <g>
      <path d="M93 64v20h14V64z" fill={skin} />
      <ellipse cx="100" cy="48" rx="16" ry="19" fill={skin} />
      {bare && (
        <path d="M84 46c-1-14 7-21 16-21 11 0 17 7 16 21-3-7-8-10-16-10s-13 3-16 10Z" fill={hair} />
      )}
      <path d="M92 62c4 4 12 4 16 0-2 6-14 6-16 0Z" fill={hair} opacity="0.85" />
    </g>
  );
}

/** Bare arms hanging softly at the sides; `sleeve` covers them to the wrist when given. */
export function Arms({
  skin,
  sleeve,
  width = 9,
}: {
  skin: string;
  sleeve?: string;
  width?: number;
}) {
  const left = 'M80 92C72 124 68 166 70 210';
  const right = 'M120 92C128 124 132 166 130 210';
  return (
    <g fill="none" strokeLinecap="round">
      <path d={left} stroke={sleeve ?? skin} strokeWidth={sleeve ? width + 5 : width} />
      <path d={right} stroke={sleeve ?? skin} strokeWidth={sleeve ? width + 5 : width} />
      <circle cx="70" cy="214" r="5.5" fill={skin} />
      <circle cx="130" cy="214" r="5.5" fill={skin} />
    </g>
  );
}

/** Jootis / mojaris peeking from under a hem. */
export function Feet({ color, y = 404 }: { color: string; y?: number }) {
  return (
    <g fill={color}>
      <path d={`M84 ${y}c-6 0-12 3-12 7h22c0-4-4-7-10-7Z`} />
      <path d={`M116 ${y}c6 0 12 3 12 7h-22c0-4 4-7 10-7Z`} />
    </g>
  );
}

/** A soft floor shadow that grounds a figure. */
export function FloorShadow({ width = 150 }: { width?: number }) {
  return <ellipse cx="100" cy="412" rx={width / 2} ry="7" fill="#000" opacity="0.22" />;
}
