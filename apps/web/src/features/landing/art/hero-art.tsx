import { useId } from 'react';
import { ArchBackdrop } from './backdrops';
import { LehengaFigure } from './lehenga-figure';
import { ButaPattern, ZariPattern } from './patterns';

/** The hero's "result": a bride in a lehenga under a palace arch, framed by an arched window. */
export function HeroResultArt() {
  const clip = `hero-arch-${useId().replace(/:/g, '')}`;
  const archPath = 'M0 560V220Q0 70 200 0q200 70 200 220v340Z';
  return (
    <svg
      viewBox="0 0 400 560"
      className="h-full w-full"
      role="img"
      aria-label="A model in a crimson bridal lehenga with a sheer bandhani dupatta, photographed under a palace arch"
    >
      <defs>
        <clipPath id={clip}>
          <path d={archPath} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <g transform="scale(1 1.12)">
          <ArchBackdrop bg="#3b0d1c" wall="#5a1628" line="#e2b451" />
        </g>
        <g transform="translate(78 40) scale(1.22)">
          <LehengaFigure
            skin="#b57a56"
            main="#a3122c"
            shade="#6c0a1d"
            zari="#eac16a"
            second="#f3b0a4"
            motif="#f3cf7a"
          />
        </g>
      </g>
      <path d={archPath} fill="none" stroke="#e2b451" strokeWidth="2" opacity="0.8" />
    </svg>
  );
}

/** The hero's "upload": a folded saree photographed flat, the input brands start from. */
export function HeroUploadArt() {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      viewBox="0 0 120 120"
      className="h-full w-full"
      role="img"
      aria-label="A folded crimson silk saree with a gold zari border, photographed flat"
    >
      <defs>
        <ButaPattern id={`hu-b-${id}`} fg="#f3cf7a" size={14} opacity={0.8} />
        <ZariPattern id={`hu-z-${id}`} fg="#eac16a" bg="#6c0a1d" size={8} />
      </defs>
      <rect width="120" height="120" fill="#efe6d8" />
      <g transform="rotate(-8 60 60)">
        <rect x="22" y="26" width="76" height="68" rx="2" fill="#7e0d22" />
        <rect x="18" y="20" width="76" height="68" rx="2" fill="#a3122c" />
        <rect x="18" y="20" width="76" height="68" rx="2" fill={`url(#hu-b-${id})`} />
        <rect x="18" y="74" width="76" height="14" fill={`url(#hu-z-${id})`} />
      </g>
    </svg>
  );
}
