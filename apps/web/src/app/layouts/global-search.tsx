import { ApiKeyListResponseSchema } from '@drape/shared/api-keys.contract';
import { VtonListResponseSchema } from '@drape/shared/tryon.contract';
import { useQuery } from '@tanstack/react-query';
import { ImageIcon, KeyRound, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Your generations whose id matches; a missing or failing endpoint just yields no hits. */
async function searchGenerations(term: string) {
  const query = { search: term, limit: 5 };
  return (await api.get('/vton/list', VtonListResponseSchema, { query })).requests.slice(0, 5);
}

/** Your API keys whose name contains the term (case-insensitive). */
async function searchApiKeys(term: string) {
  const { keys } = await api.get('/apikeys/list', ApiKeyListResponseSchema, {
    query: { limit: 100 },
  });
  const needle = term.toLowerCase();
  return keys.filter((k) => k.name.toLowerCase().includes(needle)).slice(0, 5);
}

export function GlobalSearch() {
  const [value, setValue] = useState('');
  const [isOpen, setOpen] = useState(false);
  const term = useDebounced(value.trim(), 250);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const enabled = term.length >= 2;
  const generations = useQuery({
    queryKey: ['search', 'generations', term],
    queryFn: () => searchGenerations(term),
    enabled,
    retry: false,
  });
  const apiKeys = useQuery({
    queryKey: ['search', 'api-keys', term],
    queryFn: () => searchApiKeys(term),
    enabled,
    retry: false,
  });

  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  const gens = generations.data ?? [];
  const keys = apiKeys.data ?? [];
  const isLoading = enabled && (generations.isFetching || apiKeys.isFetching);
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
        aria-expanded={isOpen && enabled}
        role="combobox"
        className="h-9 w-full rounded-lg border border-line bg-surface-2 pr-3 pl-9 text-sm text-fg placeholder:text-subtle focus:border-ring focus:ring-2 focus:ring-ring/30 focus:outline-none"
      />
      {isOpen && enabled && (
        <div
          id={listId}
          className="animate-fade-in absolute top-11 right-0 left-0 z-30 overflow-hidden rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-black/30"
        >
          {gens.length > 0 && (
            <ResultGroup title="Generations">
              {gens.map((g) => (
                <ResultLink
                  key={g.id}
                  to={`/gallery?search=${encodeURIComponent(g.id)}`}
                  onSelect={close}
                  icon={<ImageIcon className="size-4" aria-hidden />}
                >
                  <span className="truncate font-mono text-xs">{g.id}</span>
                  {g.status && (
                    <span className="ml-auto text-xs text-subtle">{g.status.toLowerCase()}</span>
                  )}
                </ResultLink>
              ))}
            </ResultGroup>
          )}
          {keys.length > 0 && (
            <ResultGroup title="API keys">
              {keys.map((k) => (
                <ResultLink
                  key={k.id}
                  to={`/api-keys?search=${encodeURIComponent(k.name)}`}
                  onSelect={close}
                  icon={<KeyRound className="size-4" aria-hidden />}
                >
                  <span className="truncate">{k.name}</span>
                </ResultLink>
              ))}
            </ResultGroup>
          )}
          {gens.length === 0 && keys.length === 0 && (
            <p className="px-3 py-4 text-center text-sm text-muted">
              {isLoading ? 'Searching…' : `No results for “${term}”`}
            </p>
          )}
        </div>
      )}
    </div>
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
