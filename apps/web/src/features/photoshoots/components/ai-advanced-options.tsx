import {
  GARMENT_PHOTO_TYPE_LABELS,
  GARMENT_PHOTO_TYPE_OPTIONS,
  type GarmentPhotoTypeOption,
} from '@drape/shared/tryon-options.contract';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  AI_QUALITY_OPTIONS,
  seedProblem,
  type AiModelsChoice,
  type AiQuality,
} from '../hooks/use-ai-models';

const QUALITY_LABELS: Record<AiQuality, string> = {
  performance: 'Performance (fastest)',
  balanced: 'Balanced',
  quality: 'Quality (slowest)',
};

/**
 * FASHN's own settings for the shoot's AI models (seed, try-on mode, garment photo kind): closed
 * by default, shown only inside the AI models section, which only a FASHN deployment offers.
 */
export function AiAdvancedOptions({
  choice,
  onChange,
}: {
  choice: AiModelsChoice;
  onChange: (change: Partial<AiModelsChoice>) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const seedError = seedProblem(choice.seed);
  return (
    <section className="rounded-lg border border-line">
      <button
        type="button"
        aria-expanded={open || seedError !== null}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-left text-sm font-medium text-fg"
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal className="size-4 text-accent" aria-hidden />
          Advanced (FASHN engine)
        </span>
        <ChevronDown
          className={`size-4 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {(open || seedError !== null) && (
        <div id={`${id}-panel`} className="grid gap-4 px-4 pb-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Input
              label="Seed (optional)"
              inputMode="numeric"
              placeholder="Random"
              value={choice.seed}
              error={seedError ?? undefined}
              helperText="The same seed and description make the same AI models again; AI model 2 uses seed + 1, and so on."
              onChange={(e) => onChange({ seed: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-quality`} className="mb-1.5 block text-sm font-medium text-fg">
              Quality
            </label>
            <Select
              id={`${id}-quality`}
              value={choice.quality}
              onChange={(e) => onChange({ quality: e.target.value as AiQuality | '' })}
            >
              <option value="">Deployment default</option>
              {AI_QUALITY_OPTIONS.map((q) => (
                <option key={q} value={q}>
                  {QUALITY_LABELS[q]}
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
              value={choice.garmentPhotoType}
              onChange={(e) =>
                onChange({ garmentPhotoType: e.target.value as GarmentPhotoTypeOption })
              }
            >
              {GARMENT_PHOTO_TYPE_OPTIONS.map((t) => (
                <option key={t} value={t}>
                  {GARMENT_PHOTO_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      )}
    </section>
  );
}
