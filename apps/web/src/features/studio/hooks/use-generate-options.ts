import {
  CATEGORY_OPTIONS,
  GARMENT_PHOTO_TYPE_OPTIONS,
  type CategoryOption,
  type GarmentPhotoTypeOption,
} from '@drape/shared/tryon-options.contract';
import { useState } from 'react';

/** What the studio sends with Generate besides the two images. */
export interface StudioOptions {
  category: CategoryOption;
  garmentPhotoType: GarmentPhotoTypeOption;
  title: string;
  sku: string;
}

/** Where the last garment type and photo choice is kept (title and SKU belong to one garment). */
export const STUDIO_OPTIONS_STORAGE_KEY = 'drape-studio-options';

const DEFAULTS: StudioOptions = { category: 'auto', garmentPhotoType: 'auto', title: '', sku: '' };

export function readRememberedOptions(): StudioOptions {
  try {
    const saved = JSON.parse(localStorage.getItem(STUDIO_OPTIONS_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    const category = CATEGORY_OPTIONS.find((c) => c === saved.category) ?? 'auto';
    const garmentPhotoType =
      GARMENT_PHOTO_TYPE_OPTIONS.find((t) => t === saved.garmentPhotoType) ?? 'auto';
    return { ...DEFAULTS, category, garmentPhotoType };
  } catch {
    return DEFAULTS;
  }
}

/** The studio's options, remembering the garment type and photo kind for the next visit. */
export function useGenerateOptions() {
  const [options, setOptions] = useState<StudioOptions>(readRememberedOptions);
  function change(patch: Partial<StudioOptions>) {
    setOptions((current) => {
      const next = { ...current, ...patch };
      try {
        localStorage.setItem(
          STUDIO_OPTIONS_STORAGE_KEY,
          JSON.stringify({ category: next.category, garmentPhotoType: next.garmentPhotoType }),
        );
      } catch {
        // Private mode without storage: the choice lasts for this visit only.
      }
      return next;
    });
  }
  /** A new garment: keep the type choice, clear its title and SKU. */
  const clearLabels = () => setOptions((o) => ({ ...o, title: '', sku: '' }));
  return { options, change, clearLabels };
}
