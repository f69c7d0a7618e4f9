import type { PhotoshootDetail } from '@drape/shared/photoshoots.contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteShoot } from '../hooks/use-delete-shoot';

/** Delete the whole shoot: asked first, and not while images are still running. */
export function DeleteShoot({ shoot, running }: { shoot: PhotoshootDetail; running: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteShoot(shoot.id);
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setConfirming(true)}
        disabled={running}
        title={running ? 'A photoshoot can be deleted when it has finished' : undefined}
        leftIcon={<Trash2 className="size-4" aria-hidden />}
      >
        Delete
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title="Delete this photoshoot?"
        message={`All ${shoot.imageCount} images of “${shoot.name ?? 'Photoshoot'}” and its ZIP will be deleted for good. Credits already spent are not returned.`}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
