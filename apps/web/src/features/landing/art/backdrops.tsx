import { useId } from 'react';
import { JaaliPattern } from './patterns';

// Heritage and studio backdrops in a 400 × 500 box. Figures are placed on top by the scenes.

interface BackdropProps {
  bg: string;
  wall: string;
  line: string;
}

/** A pointed Mughal arch with a jaali screen, like a palace jharokha. */
export function ArchBackdrop({ bg, wall, line }: BackdropProps) {
  const id = `jaali-${useId().replace(/:/g, '')}`;
  return (
    <g>
      <defs>
        <JaaliPattern id={id} fg={line} size={22} opacity={0.35} />
      </defs>
      <rect width="400" height="500" fill={bg} />
      <path d="M70 500V200Q70 100 200 40q130 60 130 160v300Z" fill={wall} />
      <path d="M70 500V200Q70 100 200 40q130 60 130 160v300Z" fill={`url(#${id})`} />
      <path
        d="M58 500V196Q58 90 200 26q142 64 142 170v304"
        fill="none"
        stroke={line}
        strokeWidth="3"
        opacity="0.6"
      />
      <path d="M0 440h400v60H0Z" fill={line} opacity="0.18" />
    </g>
  );
}

/** A dusk sky over fort ramparts with chhatri domes. */
export function FortBackdrop({ bg, wall, line }: BackdropProps) {
  const crenels = Array.from({ length: 14 }, (_, i) => i * 30);
  return (
    <g>
      <rect width="400" height="500" fill={bg} />
      <circle cx="300" cy="130" r="46" fill={line} opacity="0.35" />
      <g fill={wall}>
        <path d="M0 300h400v200H0Z" />
        {crenels.map((x) => (
          <path key={x} d={`M${x} 300v-14h16v14Z`} />
        ))}
        <path d="M40 300v-80h50v80Z" />
        <path d="M36 222q29-40 58 0Z" />
        <path d="M300 300v-110h60v110Z" />
        <path d="M294 192q36-50 72 0Z" />
        <path d="M328 168v-12h4v12Z" />
        <path d="M56 204v-10h4v10Z" />
      </g>
      <g fill={bg} opacity="0.55">
        <path d="M56 300v-30q9-14 18 0v30Z" />
        <path d="M320 300v-40q10-16 20 0v40Z" />
      </g>
      <path d="M0 440h400v60H0Z" fill="#000" opacity="0.18" />
    </g>
  );
}

/** A seamless paper sweep with a soft key light, the classic e-commerce studio. */
export function StudioBackdrop({ bg, wall, line }: BackdropProps) {
  const id = `sweep-${useId().replace(/:/g, '')}`;
  return (
    <g>
      <defs>
        <radialGradient id={id} cx="50%" cy="38%" r="65%">
          <stop offset="0" stopColor={wall} />
          <stop offset="1" stopColor={bg} />
        </radialGradient>
      </defs>
      <rect width="400" height="500" fill={`url(#${id})`} />
      <path d="M0 380q200 40 400 0v120H0Z" fill={line} opacity="0.12" />
    </g>
  );
}

/** The stepped geometry of a stepwell (baoli), seen from its lowest landing. */
export function StepwellBackdrop({ bg, wall, line }: BackdropProps) {
  const steps = Array.from({ length: 9 }, (_, i) => i);
  return (
    <g>
      <rect width="400" height="500" fill={bg} />
      {steps.map((i) => (
        <path
          key={i}
          d={`M${20 + i * 20} ${60 + i * 34}h${360 - i * 40}v34H${20 + i * 20}Z`}
          fill={i % 2 ? wall : bg}
          stroke={line}
          strokeOpacity="0.35"
        />
      ))}
      {[60, 340].map((x) => (
        <path key={x} d={`M${x - 18} 380v-70q18-24 36 0v70Z`} fill={line} opacity="0.25" />
      ))}
      <path d="M0 430h400v70H0Z" fill={wall} />
    </g>
  );
}

/** A haveli courtyard: a row of cusped arches and a hanging lantern. */
export function CourtyardBackdrop({ bg, wall, line }: BackdropProps) {
  return (
    <g>
      <rect width="400" height="500" fill={bg} />
      {[20, 150, 280].map((x) => (
        <g key={x}>
          <path d={`M${x} 420V190q0-60 50-90 50 30 50 90v230Z`} fill={wall} />
          <path
            d={`M${x + 10} 420V196q0-50 40-80 40 30 40 80v224`}
            fill="none"
            stroke={line}
            strokeWidth="2"
            opacity="0.5"
          />
        </g>
      ))}
      {[135, 265].map((x) => (
        <g key={x}>
          <path d={`M${x} 0v70`} stroke={line} strokeWidth="1.5" />
          <path d={`M${x - 9} 70h18l-3 20h-12Z`} fill={line} />
        </g>
      ))}
      <path d="M0 420h400v80H0Z" fill={line} opacity="0.25" />
    </g>
  );
}
