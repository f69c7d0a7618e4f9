import { useId } from 'react';
import { Checkbox, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AiModelsChoice } from '../hooks/use-ai-models';
import { AiAdvancedOptions } from './ai-advanced-options';
import { useCapabilities } from '../hooks/use-library';

/**
 * AI-generated models, offered only when the deployment's engine makes them (FASHN); each one is
 * one more model of the shoot. Other deployments show the EngineNote instead.
 */
export function AiModelsSection({
  choice,
  onChange,
}: {
  choice: AiModelsChoice;
  onChange: (change: Partial<AiModelsChoice>) => void;
}) {
  const { data } = useCapabilities();
  const countId = useId();
  if (!data?.aiModels) return null;
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-medium text-fg">AI-generated models</legend>
      <p className="text-sm text-muted">
        Made by this deployment’s GPU engine (FASHN). Each AI model is one more model: every
        garment, backdrop and shot on it, one credit an image.
      </p>
      <div>
        <label htmlFor={countId} className="mb-1.5 block text-sm font-medium text-fg">
          AI models
        </label>
        <Select
          id={countId}
          value={choice.count}
          onChange={(e) => onChange({ count: Number(e.target.value) })}
        >
          <option value={0}>None</option>
          {Array.from({ length: data.aiModelsMax }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </Select>
      </div>
      {choice.count > 0 && (
        <>
          <Input
            label="Describe them (optional)"
            placeholder="e.g. South Indian woman in her thirties, warm studio light"
            maxLength={300}
            value={choice.prompt}
            onChange={(e) => onChange({ prompt: e.target.value })}
          />
          <Checkbox
            label="A new model for each garment (otherwise the same AI models wear every garment)"
            checked={choice.perGarment}
            onChange={(e) => onChange({ perGarment: e.target.checked })}
          />
          <AiAdvancedOptions choice={choice} onChange={onChange} />
        </>
      )}
    </fieldset>
  );
}
