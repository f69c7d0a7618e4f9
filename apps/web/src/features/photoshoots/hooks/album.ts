import { SHOT_LABELS } from '@drape/shared/photoshoots-common.contract';
import { type PhotoshootDetail, type PhotoshootImage } from '@drape/shared/photoshoots.contract';

export interface AlbumGroup {
  sku: string;
  garmentName: string | null;
  images: PhotoshootImage[];
}

/** Images grouped by SKU in garment order (the shoot's own order inside a group). */
export function groupBySku(shoot: PhotoshootDetail): AlbumGroup[] {
  const groups = new Map<string, AlbumGroup>();
  for (const g of shoot.garments) {
    if (!groups.has(g.sku)) groups.set(g.sku, { sku: g.sku, garmentName: g.name, images: [] });
  }
  for (const image of shoot.images) {
    let group = groups.get(image.sku);
    if (!group) {
      group = { sku: image.sku, garmentName: null, images: [] };
      groups.set(image.sku, group);
    }
    group.images.push(image);
  }
  return [...groups.values()].filter((g) => g.images.length > 0);
}

/** "Asha · Palace jharokha · Close-up", from the names the shoot recorded when it started. */
export function imageCaption(shoot: PhotoshootDetail, image: PhotoshootImage): string {
  const model = shoot.models.find((m) => m.id === image.modelId)?.name ?? 'Model';
  const backdrop = shoot.backdrops.find((b) => b.id === image.backdropId)?.name ?? 'Backdrop';
  return `${model} · ${backdrop} · ${SHOT_LABELS[image.shot]}`;
}

/** A file name like the ZIP's path: `<SKU>-<model>-<backdrop>-<shot>.jpg`, safe characters only. */
export function imageFileName(shoot: PhotoshootDetail, image: PhotoshootImage): string {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'x';
  const model = shoot.models.find((m) => m.id === image.modelId)?.name ?? image.modelId;
  const backdrop = shoot.backdrops.find((b) => b.id === image.backdropId)?.name ?? image.backdropId;
  const sku =
    image.sku.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'garment';
  return `${sku}-${slug(model)}-${slug(backdrop)}-${image.shot}.jpg`;
}
