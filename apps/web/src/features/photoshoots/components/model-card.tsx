import { FRAMING_LABELS, type ShootModel } from '@drape/shared/shoot-library.contract';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PrivateThumb } from './private-thumb';

export function ModelCard({
  model,
  onDelete,
  deleting,
}: {
  model: ShootModel;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  return (
    <li
      className="overflow-hidden rounded-xl border border-line bg-surface"
      data-testid="model-card"
    >
      <PrivateThumb url={model.thumbnailUrl} alt={model.name} className="rounded-none" />
      <div className="space-y-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate text-sm font-semibold text-fg">{model.name}</h3>
          {model.isBuiltIn && <Badge tone="accent">Starter</Badge>}
        </div>
        <p className="text-xs text-muted">
          {FRAMING_LABELS[model.analysis.framing]} · {model.analysis.summary}
        </p>
        {model.labels.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Labels">
            {model.labels.map((l) => (
              <li key={l}>
                <Badge>{l}</Badge>
              </li>
            ))}
          </ul>
        )}
        {onDelete && !model.isBuiltIn && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            loading={deleting}
            leftIcon={<Trash2 className="size-3.5" aria-hidden />}
            aria-label={`Delete ${model.name}`}
          >
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
