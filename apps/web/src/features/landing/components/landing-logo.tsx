/** The Drape wordmark in the landing's serif face, with the fold mark. */
export function LandingLogo({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <defs>
          <linearGradient id="landing-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f2b441" />
            <stop offset="1" stopColor="#b3264c" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="#1a1411" />
        <path
          d="M9 7h7.5C22.3 7 25 10.9 25 16s-2.7 9-8.5 9H9z"
          fill="none"
          stroke="url(#landing-mark)"
          strokeWidth="3"
        />
        <path
          d="M13 11.5c3 1.5 3 7.5 0 9"
          fill="none"
          stroke="#f2b441"
          strokeOpacity=".55"
          strokeWidth="1.6"
        />
      </svg>
      <span
        className={`landing-display text-2xl font-semibold tracking-wide ${tone === 'light' ? 'text-white' : 'text-fg'}`}
      >
        Drape
      </span>
    </span>
  );
}
