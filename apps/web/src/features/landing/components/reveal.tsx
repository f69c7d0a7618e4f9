import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useInView } from '../hooks/use-in-view';

/** Fades its content in the first time it scrolls into view. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const { ref, isInView } = useInView<HTMLDivElement>();
  return (
    <div ref={ref} data-visible={isInView} className={cn('landing-reveal', className)}>
      {children}
    </div>
  );
}

/** The small gold eyebrow and serif heading that open each section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'center',
}: {
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  id: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-xs font-semibold tracking-[0.28em] text-accent uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="landing-display mt-4 text-4xl leading-[1.05] font-medium text-fg sm:text-5xl"
      >
        {title}
      </h2>
      {intro && <p className="mt-5 text-base leading-relaxed text-muted sm:text-lg">{intro}</p>}
    </div>
  );
}
