import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

type View = 'result' | 'compare';

const STEP = 5;
const KEY_MOVES: Record<string, (v: number) => number> = {
  ArrowLeft: (v) => v - STEP,
  ArrowDown: (v) => v - STEP,
  ArrowRight: (v) => v + STEP,
  ArrowUp: (v) => v + STEP,
  PageDown: (v) => v - 25,
  PageUp: (v) => v + 25,
  Home: () => 0,
  End: () => 100,
};
const clamp = (v: number) => Math.min(100, Math.max(0, v));

/**
 * A result and the photo it was made from: the result alone, or both under a divider the user
 * drags (or moves with the arrow keys) — the original on the left of it, the result on the right.
 */
export function BeforeAfter({
  before,
  after,
  afterAlt,
  beforeAlt,
  imageClassName,
}: {
  /** blob: or http URL of the original photo; null while it loads (the toggle waits). */
  before: string | null;
  after: string;
  afterAlt: string;
  beforeAlt: string;
  imageClassName?: string;
}) {
  const [view, setView] = useState<View>('result');
  const [split, setSplit] = useState(50);
  const isComparing = view === 'compare' && before !== null;
  return (
    <div className="flex flex-col items-center gap-3">
      <ViewToggle view={view} canCompare={before !== null} onView={setView} />
      <div className="relative w-fit max-w-full select-none">
        <img src={after} alt={afterAlt} className={cn('block', imageClassName)} draggable={false} />
        {isComparing && (
          <CompareOverlay before={before} beforeAlt={beforeAlt} split={split} onSplit={setSplit} />
        )}
      </div>
    </div>
  );
}

const VIEWS = [
  ['result', 'Result'],
  ['compare', 'Before / after'],
] as const;

function ViewToggle(props: { view: View; canCompare: boolean; onView: (v: View) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg border border-line p-0.5">
      {VIEWS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={props.view === value}
          disabled={value === 'compare' && !props.canCompare}
          onClick={() => props.onView(value)}
          className={cn(
            'h-8 cursor-pointer rounded-md px-3 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            props.view === value ? 'bg-brand text-brand-fg' : 'text-muted hover:text-fg',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

const CORNER_LABEL =
  'pointer-events-none absolute top-2 rounded bg-black/65 px-2 py-0.5 text-xs font-medium text-white';

/** The original over the result, clipped at the divider; an invisible range input moves it. */
interface CompareOverlayProps {
  before: string;
  beforeAlt: string;
  /** Where the divider stands, 0–100 (kept by the parent across view switches). */
  split: number;
  onSplit: (update: (v: number) => number) => void;
}

function CompareOverlay({ before, beforeAlt, split, onSplit: setSplit }: CompareOverlayProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move = KEY_MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    setSplit((v) => clamp(move(v)));
  };
  return (
    <>
      <img
        src={before}
        alt={beforeAlt}
        draggable={false}
        data-testid="before-image"
        className="absolute inset-0 size-full object-contain"
        style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
      />
      <span className={cn(CORNER_LABEL, 'left-2')}>Before</span>
      <span className={cn(CORNER_LABEL, 'right-2')}>After</span>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={split}
        onChange={(e) => setSplit(() => clamp(Number(e.target.value)))}
        onKeyDown={onKeyDown}
        aria-label="Before and after divider"
        aria-valuetext={`${split}% original photo`}
        className="peer absolute inset-0 size-full cursor-ew-resize opacity-0"
      />
      <Divider split={split} />
    </>
  );
}

function Divider({ split }: { split: number }) {
  return (
    <span
      aria-hidden
      className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.35)] peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
      style={{ left: `${split}%` }}
    >
      <span className="absolute top-1/2 left-1/2 grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-xs font-bold text-black shadow-md">
        ⇆
      </span>
    </span>
  );
}
