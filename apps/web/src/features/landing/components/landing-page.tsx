import '@fontsource-variable/cormorant-garamond/wght.css';
import '@fontsource-variable/cormorant-garamond/wght-italic.css';
import '../landing.css';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { NAV_ITEMS } from '../landing-content';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/** `/` and `/landing`: one scrolling page — hero, about, services, testimonials, contact, faq. */
export function LandingPage() {
  useDocumentTitle('AI photoshoots for Indian ethnic wear');
  const heroRef = useRef<HTMLElement>(null);
  // The header and hero paint first; the sections below the fold follow in a transition, which
  // React renders in small slices, so the first paint is sooner and the main thread never blocks long.
  const [showRest, setShowRest] = useState(false);
  useEffect(() => startTransition(() => setShowRest(true)), []);

  // A shared link such as /#faq opens at that section once the page has rendered.
  useEffect(() => {
    if (!showRest) return;
    const id = window.location.hash.slice(1);
    if (NAV_ITEMS.some((n) => n.sectionId === id)) document.getElementById(id)?.scrollIntoView();
  }, [showRest]);

  return (
    <div className="landing-root min-h-screen bg-canvas text-fg">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand px-4 py-2 text-brand-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <LandingHeader heroRef={heroRef} />
      <main id="main">
        <HeroSection ref={heroRef} />
        {showRest && (
          <>
            <AboutSection />
            <ServicesSection />
            <TestimonialsSection />
            <ContactSection />
            <FaqSection />
          </>
        )}
      </main>
      {showRest && <LandingFooter />}
    </div>
  );
}
