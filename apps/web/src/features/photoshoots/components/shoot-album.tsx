import type { PhotoshootDetail } from '@drape/shared/photoshoots.contract';
import { groupBySku } from '../hooks/album';
import { AlbumTile } from './album-tile';

/** The album: one section per SKU, each image with its download or retry. */
export function ShootAlbum({
  shoot,
  onRetry,
  retryingId,
}: {
  shoot: PhotoshootDetail;
  onRetry: (imageId: string) => void;
  retryingId?: string;
}) {
  return (
    <>
      {groupBySku(shoot).map((group) => (
        <section key={group.sku} className="mb-10" aria-label={`SKU ${group.sku}`}>
          <h2 className="mb-3 text-base font-semibold text-fg">
            {group.sku}
            {group.garmentName && (
              <span className="ml-2 font-normal text-muted">{group.garmentName}</span>
            )}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {group.images.map((image) => (
              <AlbumTile
                key={image.id}
                shoot={shoot}
                image={image}
                onRetry={() => onRetry(image.id)}
                retrying={retryingId === image.id}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
