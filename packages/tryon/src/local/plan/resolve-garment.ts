import type { Human } from '@vladmandic/human';
import type {
  Category,
  CategoryOption,
  GarmentPhotoType,
  GarmentPhotoTypeOption,
} from '../../types';
import { detectPeople, type PeopleDetection } from '../person/detect-people';
import { analyseGarment, type GarmentModel } from '../garment/garment-analysis';
import { GarmentCache, hashGarment } from '../garment/garment-cache';
import { runExclusive } from '../person/human-runtime';
import { decodeRgb, resizeRgb } from '../raster/image-io';
import type { RasterImage } from '../raster/raster';
import { detectGarmentKind, detectPhotoType, type GarmentKind } from './detect-garment-kind';

export interface ResolvedGarment {
  garment: GarmentModel;
  category: Category;
  photoType: GarmentPhotoType;
  /** Set when the category was detected: how certain that was. */
  categoryCertainty: number | undefined;
  /** On-model photos: how far down the wearer's legs the garment reaches (0 hips … 1 ankles). */
  reach: number | undefined;
  /** The category the photo was detected as (what `auto` gives), also when one was chosen. */
  detected: Category;
}

/** Garment analysis with `auto` options resolved; both steps are cached by the photo's hash. */
export class GarmentResolver {
  private readonly kinds = new Map<string, GarmentKind>();

  constructor(
    private readonly cache: GarmentCache,
    private readonly workSize: number,
    private readonly kindEntries = 64,
  ) {}

  async resolve(
    human: Human,
    bytes: Buffer,
    options: { category: CategoryOption; photoType: GarmentPhotoTypeOption },
  ): Promise<ResolvedGarment> {
    let image: RasterImage | undefined;
    const load = async () =>
      (image ??= await resizeRgb(await decodeRgb(bytes, 'garment'), this.workSize));
    // A kind just detected brings the photo's people detection: the analysis does not run it again.
    const { kind, detection } = await this.detectKind(human, bytes, options.photoType, load);
    const category = options.category === 'auto' ? kind.category : options.category;
    const photoType = kind.photoType;
    const key = hashGarment(bytes, `${category}:${photoType}`, this.workSize);
    let garment = await this.cache.find(key);
    if (!garment) {
      garment = await analyseGarment(human, await load(), category, photoType, detection);
      await this.cache.store(key, garment);
    }
    return {
      garment,
      category,
      photoType,
      categoryCertainty: options.category === 'auto' ? kind.certainty : undefined,
      reach: kind.reach,
      detected: kind.category,
    };
  }

  private async detectKind(
    human: Human,
    bytes: Buffer,
    photoType: GarmentPhotoTypeOption,
    load: () => Promise<RasterImage>,
  ): Promise<{ kind: GarmentKind; detection?: PeopleDetection }> {
    const key = hashGarment(bytes, `kind:${photoType}`, this.workSize);
    const hit = this.kinds.get(key);
    if (hit) return { kind: hit };
    const { kind, detection } = await detectGarmentPhoto(human, await load(), photoType);
    if (this.kindEntries > 0) {
      const oldest = this.kinds.keys().next().value;
      if (this.kinds.size >= this.kindEntries && oldest !== undefined) this.kinds.delete(oldest);
      this.kinds.set(key, kind);
    }
    return { kind, detection };
  }
}

/** What a garment photo shows (people, faces described) and the kind detected from it. */
async function detectGarmentPhoto(
  human: Human,
  image: RasterImage,
  photoType: GarmentPhotoTypeOption,
): Promise<{ kind: GarmentKind; detection: PeopleDetection }> {
  const detection = await runExclusive(() => detectPeople(human, image, { describeFaces: true }));
  const kind = detectGarmentKind(
    image,
    detection,
    photoType === 'auto' ? detectPhotoType(detection) : photoType,
  );
  return { kind, detection };
}
