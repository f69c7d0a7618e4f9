import { ImageIcon, KeyRound, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useSearchHits } from './global-search-hits';

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A mouse press outside `ref` calls `onOutside` (registered once, on mount). */
function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void) {
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onOutside();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);
}

export function GlobalSearch() {
  const [value, setValue] = useState('');
  const [isOpen, setOpen] = useState(false);
  const term = useDebounced(value.trim(), 250);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const hits = useSearchHits(term);
  useOutsideClick(boxRef, () => setOpen(false));
  const close = () => {
    setOpen(false);
    setValue('');
  };

  return (
    <div ref={boxRef} className="relative" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        placeholder="Search generations and API keys…"
        aria-label="Search generations and API keys"
        aria-controls={listId}
        aria-expanded={isOpen && hits.enabled}
        role="combobox"
        className="h-9 w-full rounded-lg border border-line bg-surface-2 pr-3 pl-9 text-sm text-fg placeholder:text-subtle focus:border-ring focus:ring-2 focus:ring-ring/30 focus:outline-none"
      />
      {isOpen && hits.enabled && (
        <SearchResults id={listId} term={term} hits={hits} onSelect={close} />
      )}
    </div>
  );
}

interface SearchResultsProps {
  id: string;
  term: string;
  hits: Hits;
  onSelect: () => void;
}

function SearchResults({
  id,
  term,
  hits: { gens, keys, isLoading },
  onSelect,
}: SearchResultsProps) {
  return (
    <div
      id={id}
      className="animate-fade-in absolute top-11 right-0 left-0 z-30 overflow-hidden rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-black/30"
    >
      <GenerationHits gens={gens} onSelect={onSelect} />
      <KeyHits keys={keys} onSelect={onSelect} />
      {gens.length === 0 && keys.length === 0 && (
        <p className="px-3 py-4 text-center text-sm text-muted">
          {isLoading ? 'Searching…' : `No results for “${term}”`}
        </p>
      )}
    </div>
  );
}

type Hits = ReturnType<typeof useSearchHits>;

function GenerationHits({ gens, onSelect }: { gens: Hits['gens']; onSelect: () => void }) {
  if (gens.length === 0) return null;
  return (
    <ResultGroup title="Generations">
      {gens.map((g) => (
        <ResultLink
          key={g.id}
          to={`/gallery?search=${encodeURIComponent(g.id)}`}
          onSelect={onSelect}
          icon={<ImageIcon className="size-4" aria-hidden />}
        >
          <span className="truncate font-mono text-xs">{g.id}</span>
          {g.status && (
            <span className="ml-auto text-xs text-subtle">{g.status.toLowerCase()}</span>
          )}
        </ResultLink>
      ))}
    </ResultGroup>
  );
}

function KeyHits({ keys, onSelect }: { keys: Hits['keys']; onSelect: () => void }) {
  if (keys.length === 0) return null;
  return (
    <ResultGroup title="API keys">
      {keys.map((k) => (
        <ResultLink
          key={k.id}
          to={`/api-keys?search=${encodeURIComponent(k.name)}`}
          onSelect={onSelect}
          icon={<KeyRound className="size-4" aria-hidden />}
        >
          <span className="truncate">{k.name}</span>
        </ResultLink>
      ))}
    </ResultGroup>
  );
}

function ResultGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="py-1">
      <p className="px-2.5 pb-1 text-[11px] font-semibold tracking-wider text-subtle uppercase">
        {title}
      </p>
      {children}
    </div>
  );
}

function ResultLink({
  to,
  onSelect,
  icon,
  children,
}: {
  to: string;
  onSelect: () => void;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      onClick={onSelect}
      className={cn(
        'flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-fg hover:bg-surface-2 focus:bg-surface-2',
      )}
    >
      <span className="text-subtle">{icon}</span>
      {children}
    </Link>
  );
}
