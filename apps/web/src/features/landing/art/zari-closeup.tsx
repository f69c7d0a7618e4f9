import { useId } from 'react';
import { PAISLEY_INNER_PATH, PAISLEY_PATH, ZariPattern } from './patterns';

/** A macro shot of a silk pallu: a big woven buta, its zari border, and a loupe over the weave. */
export function ZariCloseup() {
  const id = useId().replace(/:/g, '');
  const zari = `cz-${id}`;
  const weave = `cw-${id}`;
  const clip = `cc-${id}`;
  return (
    <g>
      <defs>
        <ZariPattern id={zari} fg="#e7c36b" bg="#3d0a1a" size={26} />
        <pattern id={weave} width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 3h6M3 0v6" stroke="#e7c36b" strokeWidth="0.7" opacity="0.5" />
        </pattern>
        <clipPath id={clip}>
          <circle cx="280" cy="330" r="78" />
        </clipPath>
      </defs>
      <rect width="400" height="500" fill="#6d0f2b" />
      <rect width="400" height="500" fill={`url(#${weave})`} opacity="0.35" />
      <g transform="translate(70 70) scale(9)" fill="#e7c36b">
        <path d={PAISLEY_PATH} />
        <path d={PAISLEY_INNER_PATH} fill="#8e1838" />
        <circle cx="8.5" cy="17" r="1.6" />
      </g>
      <g fill="none" stroke="#e7c36b" strokeWidth="2" opacity="0.7">
        <path d="M60 300c40-10 70 10 90 40" />
        <path d="M40 330c40-10 80 10 100 50" />
      </g>
      <rect y="420" width="400" height="80" fill={`url(#${zari})`} />
      <g clipPath={`url(#${clip})`}>
        <rect x="190" y="240" width="180" height="180" fill="#8e1838" />
        <g stroke="#f2d28a" strokeWidth="3">
          {Array.from({ length: 10 }, (_, i) => (
            <path key={i} d={`M${196 + i * 18} 240v180M190 ${246 + i * 18}h180`} />
          ))}
        </g>
      </g>
      <circle cx="280" cy="330" r="78" fill="none" stroke="#faf3e3" strokeWidth="6" />
      <path d="M335 385l40 40" stroke="#faf3e3" strokeWidth="12" strokeLinecap="round" />
    </g>
  );
}
