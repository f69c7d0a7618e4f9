import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PrivateThumb } from './private-thumb';

export interface PickerItem {
  id: string;
  name: string;
  thumbnailUrl: string;
  note?: string;
}

/** A grid of pickable thumbnails (models or backdrops); each tile is a toggle button. */
export function PickerGrid({
  items,
  isChosen,
  onToggle,
  label,
}: {
  items: readonly PickerItem[];
  isChosen: (id: string) => boolean;
  onToggle: (id: string) => void;
  label: string;
}) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label={label}>
      {items.map((item) => {
        const chosen = isChosen(item.id);
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => onToggle(item.id)}
              className={cn(
                'relative block w-full cursor-pointer overflow-hidden rounded-lg border-2 text-left transition-colors',
                chosen ? 'border-brand' : 'border-transparent hover:border-line-strong',
              )}
            >
              <PrivateThumb url={item.thumbnailUrl} alt="" className="rounded-none" />
              {chosen && (
                <span className="absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full bg-brand text-brand-fg">
                  <Check className="size-4" aria-hidden />
                </span>
              )}
              <span className="block truncate px-2 py-1.5 text-xs font-medium text-fg">
                {item.name}
              </span>
              {item.note && (
                <span className="block truncate px-2 pb-1.5 text-[11px] text-muted">
                  {item.note}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
