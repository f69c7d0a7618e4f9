import {
  CATEGORY_LABELS,
  CATEGORY_OPTIONS,
  GARMENT_PHOTO_TYPE_LABELS,
  GARMENT_PHOTO_TYPE_OPTIONS,
  GENERATION_SKU_MAX,
  GENERATION_TITLE_MAX,
  type CategoryOption,
  type GarmentPhotoTypeOption,
} from '@drape/shared/tryon-options.contract';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { StudioOptions } from '../hooks/use-generate-options';

/** Garment type and photo kind (sent to the engine), plus an optional title and SKU to find it by. */
export function GenerateOptions({
  options,
  onChange,
  disabled,
}: {
  options: StudioOptions;
  onChange: (patch: Partial<StudioOptions>) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <section
      className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2"
      aria-label="Generation options"
      data-testid="generate-options"
    >
      <div>
        <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-medium text-fg">
          Garment type
        </label>
        <Select
          id={`${id}-category`}
          value={options.category}
          disabled={disabled}
          onChange={(e) => onChange({ category: e.target.value as CategoryOption })}
        >
          {CATEGORY_OPTIONS.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-photo`} className="mb-1.5 block text-sm font-medium text-fg">
          Garment photo
        </label>
        <Select
          id={`${id}-photo`}
          value={options.garmentPhotoType}
          disabled={disabled}
          onChange={(e) => onChange({ garmentPhotoType: e.target.value as GarmentPhotoTypeOption })}
        >
          {GARMENT_PHOTO_TYPE_OPTIONS.map((t) => (
            <option key={t} value={t}>
              {GARMENT_PHOTO_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </div>
      <Input
        label="Title (optional)"
        value={options.title}
        maxLength={GENERATION_TITLE_MAX}
        disabled={disabled}
        placeholder="e.g. Banarasi silk saree, maroon"
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <Input
        label="SKU (optional)"
        value={options.sku}
        maxLength={GENERATION_SKU_MAX}
        disabled={disabled}
        placeholder="e.g. SAR-0142"
        onChange={(e) => onChange({ sku: e.target.value })}
      />
    </section>
  );
}
