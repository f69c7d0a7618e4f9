import { ArrowRight, Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { HeroResultArt, HeroUploadArt } from '../art/hero-art';
import { scrollToSection } from '../hooks/scroll-to-section';

const STATS = [
  { value: '₹8', label: 'an image, from' },
  { value: '3', label: 'shots a look' },
  { value: '50', label: 'garments a shoot' },
] as const;

/** The dark opening section the header floats over. */
export function HeroSection({ ref }: { ref: Ref<HTMLElement> }) {
  return (
    <section
      id="hero"
      ref={ref}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-[#12080b] text-white"
    >
      <HeroBackground />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-5 pt-32 pb-20 sm:px-8 lg:grid-cols-[1.1fr_0.9fr] lg:gap-10 lg:pt-40 lg:pb-28">
        <HeroCopy />
        <HeroVisual />
      </div>
      <div className="landing-zari-rule" aria-hidden />
    </section>
  );
}

function HeroCopy() {
  return (
    <div>
      <p className="inline-flex items-center gap-2 rounded-full border border-[#e2b451]/40 bg-white/5 px-4 py-1.5 text-[11px] font-medium tracking-[0.14em] text-[#f2d08a] uppercase sm:text-xs sm:tracking-[0.2em]">
        <Sparkles className="size-3.5" aria-hidden /> AI photoshoots for ethnic wear
      </p>
      <h1
        id="hero-title"
        className="landing-display mt-7 text-5xl leading-[0.98] font-medium sm:text-6xl xl:text-7xl"
      >
        Every drape,
        <br />
        <em className="font-normal text-[#f2c46b]">photographed like couture.</em>
      </h1>
      <p className="mt-7 max-w-xl text-base leading-relaxed text-white/75 sm:text-lg">
        Upload a saree, lehenga, kurta or sherwani. Drape dresses it on your own models against
        heritage or studio backdrops and returns full-length, three-quarter and close-up shots —
        without the studio. AI-generated models need a GPU engine (FASHN).
      </p>
      <HeroActions />
      <HeroStats />
    </div>
  );
}

function HeroActions() {
  return (
    <div className="mt-9 flex flex-col gap-3 sm:flex-row">
      <Link
        to="/register"
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-[#f2c46b] px-7 text-sm font-semibold text-[#2a0d16] transition-colors hover:bg-[#f6d38e]"
      >
        Start with a free trial image <ArrowRight className="size-4" aria-hidden />
      </Link>
      <button
        type="button"
        onClick={() => scrollToSection('contact')}
        className="inline-flex h-12 cursor-pointer items-center justify-center rounded-full border border-white/30 px-7 text-sm font-semibold text-white transition-colors hover:bg-white/10"
      >
        Book a demo
      </button>
    </div>
  );
}

function HeroStats() {
  return (
    <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-8">
      {STATS.map((s) => (
        <div key={s.label}>
          <dt className="sr-only">{s.label}</dt>
          <dd className="landing-display text-3xl font-medium text-[#f2c46b] sm:text-4xl">
            {s.value}
          </dd>
          <dd className="mt-1 text-xs tracking-wide text-white/65 sm:text-sm">{s.label}</dd>
        </div>
      ))}
    </dl>
  );
}

function HeroVisual() {
  return (
    <div className="relative mx-auto w-full max-w-[420px] lg:max-w-[440px]">
      <div className="aspect-[5/7] drop-shadow-[0_30px_60px_rgba(0,0,0,0.55)]">
        <HeroResultArt />
      </div>
      <div className="absolute top-[38%] -left-3 w-32 rounded-2xl border border-white/15 bg-[#1d0e13]/85 p-2.5 shadow-2xl backdrop-blur sm:-left-14 sm:w-40">
        <div className="aspect-square overflow-hidden rounded-xl">
          <HeroUploadArt />
        </div>
        <p className="mt-2 text-[11px] font-medium tracking-wide text-white/70 uppercase">
          Your upload
        </p>
        <p className="text-sm text-white">Banarasi silk</p>
      </div>
      <div className="absolute right-0 bottom-10 rounded-2xl border border-white/15 bg-[#1d0e13]/85 px-4 py-3 shadow-2xl backdrop-blur sm:-right-8">
        <p className="text-[11px] font-medium tracking-wide text-white/70 uppercase">
          Drape result
        </p>
        <p className="mt-0.5 flex items-center gap-2 text-sm text-white">
          <span className="size-2 rounded-full bg-emerald-400" aria-hidden /> Full length · jharokha
        </p>
      </div>
    </div>
  );
}

/** A maroon glow and a faint jaali lattice behind the hero copy. */
function HeroBackground() {
  return (
    <div aria-hidden className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_75%_30%,#5a1024_0%,transparent_60%),radial-gradient(ellipse_at_10%_90%,#3a0a18_0%,transparent_55%)]" />
      <svg className="absolute inset-0 h-full w-full opacity-[0.07]">
        <defs>
          <pattern id="hero-jaali" width="44" height="44" patternUnits="userSpaceOnUse">
            <path d="M11 0h22l11 11v22L33 44H11L0 33V11Z" fill="none" stroke="#f2c46b" />
            <path d="M22 11l11 11-11 11-11-11Z" fill="none" stroke="#f2c46b" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-jaali)" />
      </svg>
    </div>
  );
}
