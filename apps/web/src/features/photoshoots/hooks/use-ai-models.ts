import type { CreatePhotoshootInput } from '@drape/shared/photoshoots.contract';
import { useState } from 'react';

/** What the New shoot screen asks of AI-generated models (count 0: none). */
export interface AiModelsChoice {
  count: number;
  prompt: string;
  perGarment: boolean;
}

export function useAiModels() {
  const [choice, setChoice] = useState<AiModelsChoice>({ count: 0, prompt: '', perGarment: false });
  const update = (change: Partial<AiModelsChoice>) => setChoice((c) => ({ ...c, ...change }));
  return { choice, update };
}

/** The request's aiModels: only when the deployment offers them and at least one is asked for. */
export function aiModelsInput(
  choice: AiModelsChoice,
  isOffered: boolean,
): CreatePhotoshootInput['aiModels'] {
  if (!isOffered || choice.count === 0) return undefined;
  return {
    count: choice.count,
    prompt: choice.prompt.trim() || undefined,
    perGarment: choice.perGarment || undefined,
  };
}
