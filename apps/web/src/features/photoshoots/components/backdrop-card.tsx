import type { Backdrop } from '@drape/shared/shoot-library.contract';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PrivateThumb } from './private-thumb';

export function BackdropCard({
  backdrop,
  onDelete,
  deleting,
}: {
  backdrop: Backdrop;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  return (
    <li
      className="overflow-hidden rounded-xl border border-line bg-surface"
      data-testid="backdrop-card"
    >
      <PrivateThumb url={backdrop.thumbnailUrl} alt={backdrop.name} className="rounded-none" />
      <div className="flex items-center justify-between gap-2 p-3">
        <h3 className="min-w-0 truncate text-sm font-medium text-fg">{backdrop.name}</h3>
        {onDelete && !backdrop.isBuiltIn && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            loading={deleting}
            aria-label={`Delete ${backdrop.name}`}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
        )}
      </div>
    </li>
  );
}
