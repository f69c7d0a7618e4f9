/**
 * Decorative art for the auth panel, drawn in SVG: a block-print lattice of paisleys and
 * bootis with a zari-gold border, in the spirit of Indian textile prints.
 */
export function TextileArt() {
  return (
    <svg
      className="absolute inset-0 size-full"
      aria-hidden
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 600 800"
    >
      <defs>
        <radialGradient id="auth-glow" cx="0.3" cy="0.25" r="0.9">
          <stop offset="0" stopColor="#7a1430" stopOpacity="0.85" />
          <stop offset="0.55" stopColor="#3a0d19" stopOpacity="0.6" />
          <stop offset="1" stopColor="#140e0c" stopOpacity="1" />
        </radialGradient>
        <pattern id="auth-booti" width="60" height="60" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="#f2b441" strokeOpacity="0.22" strokeWidth="1">
            <path d="M30 8c7 6 7 15 0 22-7-7-7-16 0-22z" />
            <circle cx="30" cy="38" r="2.4" fill="#f2b441" fillOpacity="0.25" />
            <path d="M0 30h8M52 30h8M30 52v8" />
          </g>
        </pattern>
        <pattern id="auth-border" width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M0 12 12 0l12 12-12 12z" fill="none" stroke="#f2b441" strokeOpacity="0.45" />
        </pattern>
      </defs>
      <rect width="600" height="800" fill="url(#auth-glow)" />
      <rect width="600" height="800" fill="url(#auth-booti)" />
      <rect x="0" y="760" width="600" height="24" fill="url(#auth-border)" />
      <g transform="translate(430 210)" fill="none" stroke="#f2b441" strokeOpacity="0.5">
        <path d="M0-120c70 30 95 120 35 175S-90 80-60 10C-40-35 5-20 0 15" strokeWidth="1.5" />
        <path d="M0-95c50 25 70 95 25 138S-68 66-45 12" strokeOpacity="0.35" />
        <circle cx="-2" cy="20" r="10" strokeOpacity="0.6" />
      </g>
    </svg>
  );
}
