import { Check } from 'lucide-react';
import { AboutCarousel } from './about-carousel';
import { Reveal, SectionHeading } from './reveal';

const POINTS = [
  'Pleats, pallus and dupattas that fall the way they really do',
  'Your own models, reused for every SKU once they have agreed',
  'Backdrops from palace jharokhas to haveli courtyards and studio sweeps',
  'Close-ups of the neckline, border or sleeve at full source resolution',
] as const;

/** Who we are, beside the six-image carousel. */
export function AboutSection() {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-[72px] bg-canvas py-24 sm:py-32"
    >
      <Reveal className="mx-auto grid max-w-7xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="About Drape"
            align="left"
            title={
              <>
                A studio that understands <em className="text-brand">six yards of silk.</em>
              </>
            }
            intro="Generic AI tools treat a saree like a dress. Drape is built for Indian ethnic wear: it knows how a Kanjeevaram pallu falls over the shoulder, how a lehenga flares, and how a sherwani should sit at the collar."
          />
          <ul className="mt-9 space-y-4">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3.5 text-fg">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
                  <Check className="size-3.5" aria-hidden strokeWidth={3} />
                </span>
                <span className="leading-relaxed">{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-9 border-l-2 border-accent pl-5 text-sm leading-relaxed text-muted">
            Made in India for weavers, boutiques and labels — from single-loom studios to national
            brands.
          </p>
        </div>
        <AboutCarousel />
      </Reveal>
    </section>
  );
}
