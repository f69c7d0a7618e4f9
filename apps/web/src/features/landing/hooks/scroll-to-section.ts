import type { SectionId } from '../landing-content';

/** Smoothly scrolls to a landing section (instantly when the visitor prefers reduced motion). */
export function scrollToSection(id: SectionId): void {
  const el = document.getElementById(id);
  if (!el) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`) window.history.replaceState(null, '', `#${id}`);
}
