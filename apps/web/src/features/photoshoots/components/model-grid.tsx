import type { ShootModel } from '@drape/shared/shoot-library.contract';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteModel } from '../hooks/use-library';
import { ModelCard } from './model-card';

/** The models, each (but the starter) deletable after a confirmation. */
export function ModelGrid({ models }: { models: ShootModel[] }) {
  const remove = useDeleteModel();
  const [asking, setAsking] = useState<ShootModel | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {models.map((m) => (
          <ModelCard
            key={m.id}
            model={m}
            onDelete={() => setAsking(m)}
            deleting={remove.isPending && remove.variables === m.id}
          />
        ))}
      </ul>
      <ConfirmDeleteDialog
        open={!!asking}
        title="Delete this model?"
        message={`“${asking?.name ?? ''}” will be removed from your model library, and their photo deleted with the cut-outs made from it. Finished photoshoots keep their images.`}
        deleting={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => remove.mutate(asking!.id, { onSettled: () => setAsking(null) })}
      />
    </>
  );
}
