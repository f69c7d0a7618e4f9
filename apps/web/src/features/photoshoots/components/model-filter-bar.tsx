import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The model library's filter: free text, and a chip per label (pressed = filtering by it). */
export function ModelFilterBar({
  query,
  setQuery,
  labels,
}: {
  query: string;
  setQuery: (q: string) => void;
  labels: string[];
}) {
  return (
    <>
      <Input
        aria-label="Filter models"
        placeholder="Filter by name, label or outfit"
        leftIcon={<Search className="size-4" aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="max-w-sm"
      />
      <LabelChips query={query} setQuery={setQuery} labels={labels} />
    </>
  );
}

function LabelChips({
  query,
  setQuery,
  labels,
}: {
  query: string;
  setQuery: (q: string) => void;
  labels: string[];
}) {
  if (labels.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1.5" aria-label="Labels">
      {labels.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={query === l}
          onClick={() => setQuery(query === l ? '' : l)}
          className={cn(
            'cursor-pointer rounded-full border px-2.5 py-0.5 text-xs',
            query === l
              ? 'border-brand bg-brand-soft text-fg'
              : 'border-line text-muted hover:text-fg',
          )}
        >
          {l}
        </button>
      ))}
    </div>
  );
}
