import { ChevronDown, Lightbulb } from 'lucide-react';
import { useState } from 'react';

const TIPS = [
  'Use a well-lit, front-facing photo of one person, standing, with the upper body fully visible.',
  'Photograph the garment flat or on a hanger against a plain background, without other clothes in view.',
  'Higher resolution helps: at least 768 pixels on the short side; JPG, PNG or WebP up to 10MB.',
  'Avoid heavy shadows, busy backgrounds and hands or bags covering the torso.',
  'Each generation costs one credit; a failed generation is refunded automatically.',
];

export function TipsPanel() {
  const [open, setOpen] = useState(false);
  return (
    <section className="rounded-2xl border border-line bg-surface">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center justify-between gap-3 px-5 py-4 text-left"
      >
        <span className="flex items-center gap-2 font-semibold text-fg">
          <Lightbulb className="size-4 text-accent" aria-hidden />
          Tips for best results
        </span>
        <ChevronDown
          className={`size-4 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {open && (
        <ul className="list-disc space-y-2 px-10 pb-5 text-sm text-muted">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
