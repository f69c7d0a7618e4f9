import type { PhotoshootDetail } from '@drape/shared/photoshoots.contract';
import { Download, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { downloadArchive } from '../api/shoots-api';
import { useDeleteShoot } from '../hooks/use-delete-shoot';
import { ConfirmDelete } from './confirm-delete';

/** Retry failed, Download ZIP and Delete (asked first; not while images are still running). */
export function ShootActions({
  shoot,
  running,
  onRetryAll,
  retrying,
}: {
  shoot: PhotoshootDetail;
  running: boolean;
  onRetryAll: () => void;
  retrying: boolean;
}) {
  const [zipping, setZipping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteShoot(shoot.id);

  async function zip() {
    setZipping(true);
    try {
      await downloadArchive(shoot.id);
    } catch (err) {
      toast.error('Download failed', errorMessage(err));
    } finally {
      setZipping(false);
    }
  }

  return (
    <>
      {shoot.counts.failed > 0 && !running && (
        <Button
          variant="outline"
          onClick={onRetryAll}
          loading={retrying}
          leftIcon={<RotateCcw className="size-4" aria-hidden />}
        >
          Retry failed
        </Button>
      )}
      <Button
        onClick={() => void zip()}
        loading={zipping}
        disabled={shoot.counts.completed === 0}
        leftIcon={<Download className="size-4" aria-hidden />}
      >
        Download ZIP
      </Button>
      <Button
        variant="ghost"
        onClick={() => setConfirming(true)}
        disabled={running}
        title={running ? 'A photoshoot can be deleted when it has finished' : undefined}
        leftIcon={<Trash2 className="size-4" aria-hidden />}
      >
        Delete
      </Button>
      <ConfirmDelete
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
