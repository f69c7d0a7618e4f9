import type {
  PhotoshootDetail,
  PhotoshootImage,
  PhotoshootSummary,
} from '@drape/shared/photoshoots.contract';
import type { Config } from '../../config';
import type { PhotoshootImageRow, PhotoshootRow } from '../../db/schema/photoshoots';
import { signFileUrl } from '../uploads/signed-url';
import type { ImageCounts } from './photoshoots.repo';

type Signer = Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL' | 'SIGNED_URL_TTL_SECONDS'>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPhotoshootImage(
  config: Signer,
  shoot: Pick<PhotoshootRow, 'garments'>,
  row: PhotoshootImageRow,
): PhotoshootImage {
  return {
    id: row.id,
    sku: shoot.garments[row.garmentIndex]?.sku ?? `garment-${row.garmentIndex + 1}`,
    garmentIndex: row.garmentIndex,
    modelId: row.modelId,
    backdropId: row.backdropId,
    shot: row.shot,
    status: row.status,
    url: row.resultKey ? signFileUrl(config, row.resultKey) : null,
    thumbnailUrl: row.thumbnailKey ? signFileUrl(config, row.thumbnailKey) : null,
    width: row.width,
    height: row.height,
    error: row.errorMessage,
    attempts: row.attempts,
    completedAt: row.status === 'COMPLETED' ? iso(row.completedAt) : null,
  };
}

export function toPhotoshootSummary(
  config: Signer,
  row: PhotoshootRow,
  counts: ImageCounts,
  coverKey: string | null,
): PhotoshootSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    imageCount: row.imageCount,
    creditCost: row.creditCost,
    counts,
    shots: row.shots,
    coverUrl: coverKey ? signFileUrl(config, coverKey) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

export function toPhotoshootDetail(
  config: Signer,
  row: PhotoshootRow,
  counts: ImageCounts,
  images: PhotoshootImageRow[],
): PhotoshootDetail {
  const cover = images.find((i) => i.status === 'COMPLETED')?.thumbnailKey ?? null;
  return {
    ...toPhotoshootSummary(config, row, counts, cover),
    garments: row.garments.map((g) => ({
      index: g.index,
      name: g.name,
      sku: g.sku,
      category: g.category,
      imageUrl: signFileUrl(config, g.imageKey),
    })),
    models: row.models.map((m) => ({ id: m.id, name: m.name })),
    backdrops: row.backdrops.map((b) => ({ id: b.id, name: b.name })),
    images: images.map((i) => toPhotoshootImage(config, row, i)),
  };
}
