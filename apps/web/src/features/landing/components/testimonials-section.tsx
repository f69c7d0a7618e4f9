import { TESTIMONIALS } from '../landing-content';
import { Reveal, SectionHeading } from './reveal';

/** Reviews from brands, on a deep maroon band. */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-[72px] bg-canvas py-24 sm:py-32"
    >
      <Reveal className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Reviews"
          title="Made for labels from Kanchipuram to Kolkata."
          intro="Illustrative stories of how a label works with Drape: the names and labels are examples, not customers."
        />
        <ul className="mt-16 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t, i) => (
            <Testimonial key={t.name} testimonial={t} isFeatured={i === 1} />
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

/** One review card; the middle one is featured on a deep maroon band. */
function Testimonial({
  testimonial: t,
  isFeatured,
}: {
  testimonial: (typeof TESTIMONIALS)[number];
  isFeatured: boolean;
}) {
  return (
    <li
      className={
        isFeatured
          ? 'flex flex-col rounded-3xl bg-[#3b0d1c] p-8 text-white shadow-xl sm:p-10 lg:-translate-y-4'
          : 'flex flex-col rounded-3xl border border-line bg-surface p-8 sm:p-10'
      }
    >
      <figure className="flex h-full flex-col">
        <Stars tone={isFeatured ? 'text-[#f2c46b]' : 'text-accent'} />
        <blockquote
          className={`landing-display mt-6 flex-1 text-2xl leading-snug ${isFeatured ? 'text-white' : 'text-fg'}`}
        >
          “{t.quote}”
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          <Initials name={t.name} isFeatured={isFeatured} />
          <span>
            <span className="block font-semibold">{t.name}</span>
            <span className={`block text-sm ${isFeatured ? 'text-white/75' : 'text-muted'}`}>
              {t.role}
            </span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

function Initials({ name, isFeatured }: { name: string; isFeatured: boolean }) {
  return (
    <span
      aria-hidden
      className={`landing-display grid size-12 place-items-center rounded-full text-lg font-semibold ${
        isFeatured ? 'bg-[#f2c46b] text-[#3b0d1c]' : 'bg-brand-soft text-brand dark:text-fg'
      }`}
    >
      {name
        .split(' ')
        .map((w) => w[0])
        .join('')}
    </span>
  );
}

function Stars({ tone }: { tone: string }) {
  return (
    <span role="img" className={`flex gap-1 ${tone}`} aria-label="Rated 5 out of 5">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" className="size-4" aria-hidden>
          <path
            fill="currentColor"
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8Z"
          />
        </svg>
      ))}
    </span>
  );
}
