import type { PhotoshootDetail, PhotoshootImage } from '@drape/shared/photoshoots.contract';
import { Download, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { downloadBlob } from '@/lib/download-blob';
import { fetchPrivateImage } from '@/lib/use-private-image';
import { imageCaption, imageFileName } from '../hooks/album';
import { PrivateThumb } from './private-thumb';

async function downloadImage(shoot: PhotoshootDetail, image: PhotoshootImage) {
  if (!image.url) return;
  try {
    downloadBlob(await fetchPrivateImage(image.url), imageFileName(shoot, image));
  } catch {
    toast.error('Download failed', 'The image could not be downloaded. Try again.');
  }
}

/** One image of the album: the picture when done, a spinner while queued, the error and Retry. */
export function AlbumTile({
  shoot,
  image,
  onRetry,
  retrying,
}: {
  shoot: PhotoshootDetail;
  image: PhotoshootImage;
  onRetry: () => void;
  retrying: boolean;
}) {
  const caption = imageCaption(shoot, image);
  return (
    <li
      className="overflow-hidden rounded-xl border border-line bg-surface"
      data-testid="album-image"
      data-status={image.status}
    >
      {image.status === 'COMPLETED' ? (
        <PrivateThumb
          url={image.thumbnailUrl ?? image.url}
          alt={caption}
          className="rounded-none"
        />
      ) : (
        <div className="grid aspect-[3/4] place-items-center bg-surface-2 p-3 text-center">
          {image.status === 'FAILED' ? (
            <p className="text-xs text-danger">{image.error ?? 'This image failed'}</p>
          ) : (
            <p className="flex flex-col items-center gap-2 text-xs text-muted">
              <Spinner size="sm" /> {image.status === 'PROCESSING' ? 'Rendering' : 'Queued'}
            </p>
          )}
        </div>
      )}
      <div className="space-y-2 p-2.5">
        <p className="text-xs text-fg">{caption}</p>
        {image.status === 'COMPLETED' && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void downloadImage(shoot, image)}
            leftIcon={<Download className="size-3.5" aria-hidden />}
            aria-label={`Download ${caption}`}
          >
            Download
          </Button>
        )}
        {image.status === 'FAILED' && (
          <Button
            size="sm"
            variant="outline"
            onClick={onRetry}
            loading={retrying}
            leftIcon={<RotateCcw className="size-3.5" aria-hidden />}
            aria-label={`Retry ${caption}`}
          >
            Retry · 1 credit
          </Button>
        )}
      </div>
    </li>
  );
}
