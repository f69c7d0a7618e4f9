import type { VtonRequest } from '@drape/shared/tryon.contract';
import type { VtonRequestRow } from '../../db/schema/tryon';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public shape, with the spec's aliases; every image is a short-lived signed URL. */
export function toVtonRequest(row: VtonRequestRow, sign: (key: string) => string): VtonRequest {
  const resultUrl = row.status === 'COMPLETED' && row.resultKey ? sign(row.resultKey) : null;
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    stage: row.stage,
    engine: row.engine,
    category: row.category,
    mode: row.mode,
    garmentPhotoType: row.garmentPhotoType,
    title: row.title,
    sku: row.sku,
    quality: row.status === 'COMPLETED' ? (row.quality ?? null) : null,
    regeneratedFromId: row.regeneratedFromId,
    reportedAt: iso(row.reportedAt),
    personImageUrl: sign(row.personImageKey),
    garmentImageUrl: sign(row.garmentImageKey),
    resultImageUrl: resultUrl,
    result_url: resultUrl,
    result: resultUrl ? { imageUrl: resultUrl } : null,
    thumbnailUrl: row.status === 'COMPLETED' && row.thumbnailKey ? sign(row.thumbnailKey) : null,
    width: row.resultWidth,
    height: row.resultHeight,
    errorMessage: row.errorMessage,
    error_message: row.errorMessage,
    attempts: row.attempts,
    createdAt: created,
    created_at: created,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    completed_at: iso(row.completedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
