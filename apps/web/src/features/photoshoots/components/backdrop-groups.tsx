import type { Backdrop } from '@drape/shared/shoot-library.contract';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useBackdropMutations } from '../hooks/use-library';
import { BackdropCard } from './backdrop-card';

const GROUPS = [
  { kind: 'studio', title: 'Studio sweeps' },
  { kind: 'heritage', title: 'Heritage scenes' },
  { kind: 'photo', title: 'Your backdrops' },
] as const;

/** Studio sweeps, heritage scenes, then the brand's own photos (deletable after a confirmation). */
export function BackdropGroups({ backdrops }: { backdrops: Backdrop[] }) {
  const { remove } = useBackdropMutations();
  const [asking, setAsking] = useState<Backdrop | null>(null);
  return (
    <>
      {GROUPS.map((group) => {
        const items = backdrops.filter((b) => b.kind === group.kind);
        return (
          <section key={group.kind} className="mt-8" aria-label={group.title}>
            <h2 className="mb-3 text-base font-semibold text-fg">{group.title}</h2>
            {items.length === 0 ? (
              <p className="text-sm text-muted">None yet: upload a photo above.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
                {items.map((b) => (
                  <BackdropCard
                    key={b.id}
                    backdrop={b}
                    onDelete={() => setAsking(b)}
                    deleting={remove.isPending && remove.variables === b.id}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ConfirmDeleteDialog
        open={!!asking}
        title="Delete this backdrop?"
        message={`“${asking?.name ?? ''}” will be removed from your backdrops. Finished photoshoots keep their images.`}
        deleting={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => remove.mutate(asking!.id, { onSettled: () => setAsking(null) })}
      />
    </>
  );
}
