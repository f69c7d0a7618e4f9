import type { Human } from '@vladmandic/human';
import type {
  Category,
  CategoryOption,
  GarmentPhotoType,
  GarmentPhotoTypeOption,
} from '../../types';
import { detectPeople, type PeopleDetection } from '../person/detect-people';
import {
  finishGarment,
  observeGarment,
  type GarmentModel,
  type GarmentObservation,
} from '../garment/garment-analysis';
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

/** A resolved garment whose analysis may still be finishing (on the fabric thread). */
export type ResolvingGarment = Omit<ResolvedGarment, 'garment'> & {
  garment: Promise<GarmentModel>;
};

/** Finishes a garment's analysis after its model calls (finishGarment, here or elsewhere). */
export type FinishGarment = (observed: GarmentObservation) => Promise<GarmentModel>;

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
    const resolving = await this.resolveLater(human, bytes, options);
    return { ...resolving, garment: await resolving.garment };
  }

  /**
   * As resolve, once the garment photo's model calls are done: the rest of its analysis (plain
   * JS) is left to `finish` (default: on this thread, before returning), so another thread can
   * make it while this one goes on. A cached garment is there at once.
   */
  async resolveLater(
    human: Human,
    bytes: Buffer,
    options: { category: CategoryOption; photoType: GarmentPhotoTypeOption },
    finish: FinishGarment = async (observed) => finishGarment(observed),
  ): Promise<ResolvingGarment> {
    let image: RasterImage | undefined;
    const load = async () =>
      (image ??= await resizeRgb(await decodeRgb(bytes, 'garment'), this.workSize));
    // A kind just detected brings the photo's people detection: the analysis does not run it again.
    const { kind, detection } = await this.detectKind(human, bytes, options.photoType, load);
    const category = options.category === 'auto' ? kind.category : options.category;
    const photoType = kind.photoType;
    const key = hashGarment(bytes, `${category}:${photoType}`, this.workSize);
    const hit = await this.cache.find(key);
    let garment: Promise<GarmentModel>;
    if (hit) garment = Promise.resolve(hit);
    else {
      const observed = await observeGarment(human, await load(), category, photoType, detection);
      const made = finish(observed).then(async (analysed) => {
        await this.cache.store(key, analysed);
        return analysed;
      });
      // A caller that fails first never reads it; an error is rethrown where it is awaited.
      made.catch(() => undefined);
      garment = made;
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
