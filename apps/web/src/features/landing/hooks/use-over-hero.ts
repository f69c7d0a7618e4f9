import { useEffect, useState, type RefObject } from 'react';

/** Offset (px) the spec adds to the scroll position when deciding if the header is over the hero. */
const HERO_OFFSET = 100;

/** True while the header sits over the dark hero: scrollY + 100 < the hero's bottom edge. */
export function useOverHero(heroRef: RefObject<HTMLElement | null>): boolean {
  const [isOverHero, setOverHero] = useState(true);
  useEffect(() => {
    const update = () => {
      const hero = heroRef.current;
      if (!hero) return;
      const heroBottom = hero.getBoundingClientRect().bottom + window.scrollY;
      setOverHero(window.scrollY + HERO_OFFSET < heroBottom);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [heroRef]);
  return isOverHero;
}
