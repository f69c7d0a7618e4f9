const STEPS = ['Person photo', 'Garment photo', 'Generate'];

/** The three-step progress line above the uploads. */
export function StudioSteps({ uploadsDone, running }: { uploadsDone: number; running: boolean }) {
  return (
    <ol
      className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs font-medium text-muted"
      aria-label="Progress"
    >
      {STEPS.map((label, i) => {
        const done = i < uploadsDone || (i === 2 && running);
        return (
          <li key={label} className="flex items-center gap-2 whitespace-nowrap">
            <span
              className={`grid size-6 place-items-center rounded-full ${done ? 'bg-brand text-brand-fg' : 'bg-surface-3 text-muted'}`}
            >
              {i + 1}
            </span>
            <span className={done ? 'text-fg' : ''}>{label}</span>
            {i < 2 && (
              <span className="mx-1 hidden h-px w-6 bg-line-strong sm:block sm:w-12" aria-hidden />
            )}
          </li>
        );
      })}
    </ol>
  );
}
