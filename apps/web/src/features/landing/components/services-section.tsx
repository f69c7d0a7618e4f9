import { Camera, IndianRupee, Landmark, Users, Zap, ZoomIn, type LucideIcon } from 'lucide-react';
import { FEATURES, STEPS, type FeatureIcon } from '../landing-content';
import { Reveal, SectionHeading } from './reveal';

const ICONS: Record<FeatureIcon, LucideIcon> = {
  camera: Camera,
  models: Users,
  arch: Landmark,
  zoom: ZoomIn,
  fast: Zap,
  savings: IndianRupee,
};

/** Features: what a brand gets, then how a shoot works in three steps. */
export function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-[72px] bg-surface-2 py-24 sm:py-32"
    >
      <Reveal className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="services-title"
          eyebrow="Features"
          title="Everything a lookbook needs, without the shoot."
          intro="Upload your garments and get studio-style photoshoots on your own models and backdrops — for catalogues, marketplaces and campaigns. AI-generated models need a GPU deployment with the FASHN engine."
        />
        <FeatureList />
        <ShootSteps />
      </Reveal>
    </section>
  );
}

function FeatureList() {
  return (
    <ul className="mt-16 grid gap-px overflow-hidden rounded-3xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => {
        const Icon = ICONS[feature.icon];
        return (
          <li
            key={feature.title}
            className="group bg-surface p-8 transition-colors hover:bg-canvas sm:p-10"
          >
            <span className="grid size-12 place-items-center rounded-full border border-accent/40 text-accent transition-colors group-hover:bg-accent group-hover:text-white">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="landing-display mt-6 text-2xl font-semibold text-fg">{feature.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{feature.body}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** How a shoot works, three numbered steps joined by a rule. */
function ShootSteps() {
  return (
    <div className="mt-24">
      <h3 className="landing-display text-center text-3xl font-medium text-fg sm:text-4xl">
        How a Drape shoot works
      </h3>
      <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative text-center md:px-4">
            <span className="landing-display mx-auto grid size-16 place-items-center rounded-full bg-brand text-2xl font-semibold text-brand-fg ring-8 ring-surface-2">
              {i + 1}
            </span>
            {i < STEPS.length - 1 && (
              <span
                aria-hidden
                className="absolute top-8 left-[calc(50%+3rem)] hidden h-px w-[calc(100%-6rem)] bg-gradient-to-r from-accent/60 to-accent/10 md:block"
              />
            )}
            <h4 className="mt-6 text-lg font-semibold text-fg">{step.title}</h4>
            <p className="mx-auto mt-2 max-w-xs leading-relaxed text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
