import { GALLERY_FILTERS } from '@drape/shared/tryon.contract';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { GalleryFilter, GallerySort } from '../hooks/use-gallery-filters';

const FILTER_LABELS: Record<GalleryFilter, string> = {
  all: 'All',
  completed: 'Completed',
  processing: 'Processing',
  pending: 'Pending',
  failed: 'Failed',
};

interface GalleryToolbarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  status: GalleryFilter;
  onStatus: (status: GalleryFilter) => void;
  sort: GallerySort;
  onSort: (sort: GallerySort) => void;
}

export function GalleryToolbar({
  searchText,
  onSearchText,
  status,
  onStatus,
  sort,
  onSort,
}: GalleryToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchBox value={searchText} onChange={onSearchText} />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <ToolbarSelect
          label="Status"
          ariaLabel="Filter by status"
          value={status}
          onChange={(v) => onStatus(v as GalleryFilter)}
        >
          {GALLERY_FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect
          label="Sort"
          ariaLabel="Sort"
          value={sort}
          onChange={(v) => onSort(v as GallerySort)}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </ToolbarSelect>
      </div>
    </div>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <label className="relative flex-1">
      <span className="sr-only">Search by title, SKU or id</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search by title, SKU or id"
        className={`${inputClasses} border-line-strong pl-9 focus:border-ring`}
      />
    </label>
  );
}

/** A native select styled like the inputs; the visible label hides on phones (the select keeps its name). */
function ToolbarSelect({
  label,
  ariaLabel,
  value,
  onChange,
  children,
}: {
  label: string;
  ariaLabel: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm text-muted">
      <span className="hidden md:inline">{label}</span>
      <span className="w-full md:w-40">
        <Select value={value} onChange={(e) => onChange(e.target.value)} aria-label={ariaLabel}>
          {children}
        </Select>
      </span>
    </label>
  );
}
