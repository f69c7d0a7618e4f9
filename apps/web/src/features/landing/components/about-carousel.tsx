import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CAROUSEL_SLIDES } from '../art/carousel-slides';
import { useCarousel } from '../hooks/use-carousel';

/** Six drawn photoshoots that cross-fade every 4 s; pauses on hover, focus or the pause button. */
export function AboutCarousel() {
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const count = CAROUSEL_SLIDES.length;
  const { index, goTo, next, previous } = useCarousel(count, isHovered || isFocused || isStopped);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Drape photoshoot gallery"
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <SlideFrame index={index} isLive={isStopped || isFocused} />
      <div className="mt-5 flex items-center justify-between gap-4">
        <SlideButtons
          isStopped={isStopped}
          onPrevious={previous}
          onNext={next}
          onToggle={() => setStopped((v) => !v)}
        />
        <SlideDots index={index} onPick={goTo} />
      </div>
    </section>
  );
}

/** All slides stacked (the current one shown) under its title, caption and number. */
function SlideFrame({ index, isLive }: { index: number; isLive: boolean }) {
  return (
    <div className="relative aspect-[4/5] overflow-hidden rounded-[28px] bg-surface-2 shadow-[0_40px_80px_-40px_rgba(60,10,25,0.55)] ring-1 ring-line">
      {CAROUSEL_SLIDES.map((slide, i) => (
        <div
          key={slide.title}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${CAROUSEL_SLIDES.length}: ${slide.title}`}
          aria-hidden={i !== index}
          data-active={i === index}
          className={cn(
            'absolute inset-0 transition-[opacity,transform] duration-700 ease-out',
            i === index ? 'scale-100 opacity-100' : 'pointer-events-none scale-[1.03] opacity-0',
          )}
        >
          <svg
            viewBox="0 0 400 500"
            className="h-full w-full"
            role="img"
            aria-label={`${slide.title}: ${slide.caption}`}
          >
            {slide.art()}
          </svg>
        </div>
      ))}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-black/65 to-transparent" />
      <SlideCaption index={index} isLive={isLive} />
    </div>
  );
}

function SlideCaption({ index, isLive }: { index: number; isLive: boolean }) {
  const current = CAROUSEL_SLIDES[index];
  return (
    <div
      className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-4 p-5 text-white sm:p-6"
      aria-live={isLive ? 'polite' : 'off'}
    >
      <div>
        <p className="landing-display text-2xl leading-tight font-medium">{current?.title}</p>
        <p className="mt-1 text-sm text-white/80">{current?.caption}</p>
      </div>
      <p className="landing-display shrink-0 text-lg text-white/85 tabular-nums">
        {String(index + 1).padStart(2, '0')} / {String(CAROUSEL_SLIDES.length).padStart(2, '0')}
      </p>
    </div>
  );
}

interface SlideButtonsProps {
  isStopped: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggle: () => void;
}

function SlideButtons({ isStopped, onPrevious, onNext, onToggle }: SlideButtonsProps) {
  return (
    <div className="flex items-center gap-2">
      <ArrowButton label="Previous image" onClick={onPrevious}>
        <ChevronLeft className="size-5" aria-hidden />
      </ArrowButton>
      <ArrowButton label="Next image" onClick={onNext}>
        <ChevronRight className="size-5" aria-hidden />
      </ArrowButton>
      <ArrowButton label={isStopped ? 'Play slideshow' : 'Pause slideshow'} onClick={onToggle}>
        {isStopped ? (
          <Play className="size-4" aria-hidden />
        ) : (
          <Pause className="size-4" aria-hidden />
        )}
      </ArrowButton>
    </div>
  );
}

function SlideDots({ index, onPick }: { index: number; onPick: (i: number) => void }) {
  return (
    <div className="flex items-center" role="group" aria-label="Choose image">
      {CAROUSEL_SLIDES.map((slide, i) => (
        <button
          key={slide.title}
          type="button"
          onClick={() => onPick(i)}
          aria-label={`Show image ${i + 1}: ${slide.title}`}
          aria-current={i === index ? 'true' : undefined}
          className="group grid h-10 w-7 cursor-pointer place-items-center"
        >
          <span
            className={cn(
              'block h-2 rounded-full transition-all duration-300',
              i === index ? 'w-6 bg-brand' : 'w-2 bg-line-strong group-hover:bg-subtle',
            )}
          />
        </button>
      ))}
    </div>
  );
}

function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-11 cursor-pointer place-items-center rounded-full border border-line-strong text-fg transition-colors hover:border-brand hover:bg-brand hover:text-brand-fg"
    >
      {children}
    </button>
  );
}
