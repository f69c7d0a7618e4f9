import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The Drape mark: a D drawn like a draped fabric fold, saffron to maroon. */
export function BrandMark({ className }: { className?: string }) {
  // Unique per instance: a gradient inside a hidden (display:none) copy cannot be referenced.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f2b441" />
          <stop offset="1" stopColor="#b3264c" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="#1a1411" />
      <path
        d="M9 7h7.5C22.3 7 25 10.9 25 16s-2.7 9-8.5 9H9z"
        fill="none"
        stroke={`url(#${gradientId})`}
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
  );
}

export function BrandWordmark({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <BrandMark />
      <span className="text-lg font-semibold tracking-tight text-fg">Drape</span>
    </span>
  );
}
