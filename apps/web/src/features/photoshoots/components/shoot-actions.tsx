import type { PhotoshootDetail } from '@drape/shared/photoshoots.contract';
import { Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { downloadArchive } from '../api/shoots-api';
import { DeleteShoot } from './delete-shoot';

function useZip(id: string) {
  const [zipping, setZipping] = useState(false);
  async function zip() {
    setZipping(true);
    try {
      await downloadArchive(id);
    } catch (err) {
      toast.error('Download failed', errorMessage(err));
    } finally {
      setZipping(false);
    }
  }
  return { zipping, zip };
}

/** Retry failed, Download ZIP and Delete. */
export function ShootActions(props: {
  shoot: PhotoshootDetail;
  running: boolean;
  onRetryAll: () => void;
  retrying: boolean;
}) {
  const { shoot, running } = props;
  const { zipping, zip } = useZip(shoot.id);
  return (
    <>
      {shoot.counts.failed > 0 && !running && (
        <Button
          variant="outline"
          onClick={props.onRetryAll}
          loading={props.retrying}
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
      <DeleteShoot shoot={shoot} running={running} />
    </>
  );
}
