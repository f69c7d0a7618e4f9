import { CAROUSEL_INTERVAL_MS } from '@drape/shared/constants';
import { useCallback, useEffect, useState } from 'react';

/**
 * Index state for a wrapping carousel that advances every 4 s (spec §9). Any manual move
 * restarts the timer; `paused` (hover, focus or the pause button) stops it.
 */
export function useCarousel(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(next, CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, next]);

  return { index, goTo, next, previous };
}
