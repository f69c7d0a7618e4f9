/** Shown in the header of the one form that has changes not saved yet. */
export function UnsavedBadge() {
  return (
    <span
      role="status"
      className="inline-flex shrink-0 items-center gap-2 rounded-full bg-warning-soft px-3 py-1 text-xs font-medium whitespace-nowrap text-warning"
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      Unsaved changes
    </span>
  );
}
