import {
  CATEGORY_LABELS,
  CATEGORY_OPTIONS,
  GARMENT_PHOTO_TYPE_LABELS,
  GARMENT_PHOTO_TYPE_OPTIONS,
  GENERATION_SKU_MAX,
  GENERATION_TITLE_MAX,
} from '@drape/shared/tryon-options.contract';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { StudioOptions } from '../hooks/use-generate-options';

/** Garment type and photo kind (sent to the engine), plus an optional title and SKU to find it by. */
interface GenerateOptionsProps {
  options: StudioOptions;
  onChange: (patch: Partial<StudioOptions>) => void;
  disabled?: boolean;
}

const LABEL_FIELDS = [
  {
    key: 'title',
    label: 'Title (optional)',
    max: GENERATION_TITLE_MAX,
    eg: 'e.g. Banarasi silk saree, maroon',
  },
  { key: 'sku', label: 'SKU (optional)', max: GENERATION_SKU_MAX, eg: 'e.g. SAR-0142' },
] as const;

export function GenerateOptions({ options, onChange, disabled }: GenerateOptionsProps) {
  const id = useId();
  return (
    <section
      className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2"
      aria-label="Generation options"
      data-testid="generate-options"
    >
      <LabelledSelect
        id={`${id}-category`}
        label="Garment type"
        value={options.category}
        choices={CATEGORY_OPTIONS}
        labels={CATEGORY_LABELS}
        disabled={disabled}
        onChange={(category) => onChange({ category })}
      />
      <LabelledSelect
        id={`${id}-photo`}
        label="Garment photo"
        value={options.garmentPhotoType}
        choices={GARMENT_PHOTO_TYPE_OPTIONS}
        labels={GARMENT_PHOTO_TYPE_LABELS}
        disabled={disabled}
        onChange={(garmentPhotoType) => onChange({ garmentPhotoType })}
      />
      {LABEL_FIELDS.map((f) => (
        <Input
          key={f.key}
          label={f.label}
          value={options[f.key]}
          maxLength={f.max}
          disabled={disabled}
          placeholder={f.eg}
          onChange={(e) => onChange({ [f.key]: e.target.value })}
        />
      ))}
    </section>
  );
}

function LabelledSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-fg">
        {props.label}
      </label>
      <Select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.choices.map((c) => (
          <option key={c} value={c}>
            {props.labels[c]}
          </option>
        ))}
      </Select>
    </div>
  );
}
