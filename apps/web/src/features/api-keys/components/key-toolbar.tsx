import { Search } from 'lucide-react';
import { inputClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { SORT_OPTIONS, type SortOrder } from '../lib/key-display';

export function KeyToolbar({
  search,
  onSearch,
  sort,
  onSort,
}: {
  search: string;
  onSearch: (text: string) => void;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row">
      <label className="relative flex-1">
        <span className="sr-only">Search API keys by name</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
          aria-hidden
        />
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search API keys..."
          className={cn(inputClasses, 'border-line-strong pl-9')}
        />
      </label>
      <label className="sm:w-56">
        <span className="sr-only">Sort API keys</span>
        {/* The shared Select, as the gallery's toolbar uses: same chevron, border and focus ring. */}
        <Select value={sort} onChange={(e) => onSort(e.target.value as SortOrder)}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}
