import { useEffect, useRef, useState } from 'react';

/** Spec §2: sections fade in at 10% visibility with a 50px margin. */
const OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '50px' };

/** True once the element has scrolled into view; it stays true (sections fade in once). */
export function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [isInView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setInView(true);
        observer.disconnect();
      }
    }, OPTIONS);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, isInView };
}
