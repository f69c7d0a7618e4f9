import { PHOTOSHOOT_LIMITS } from '@drape/shared/photoshoots-common.contract';
import type { CreatePhotoshootInput } from '@drape/shared/photoshoots.contract';
import type { GarmentPhotoTypeOption } from '@drape/shared/tryon-options.contract';
import { useState } from 'react';

/** FASHN's try-on modes, as the API names them (aiModels.quality). */
export const AI_QUALITY_OPTIONS = ['performance', 'balanced', 'quality'] as const;
export type AiQuality = (typeof AI_QUALITY_OPTIONS)[number];

/** What the New shoot screen asks of AI-generated models (count 0: none). */
export interface AiModelsChoice {
  count: number;
  prompt: string;
  perGarment: boolean;
  /** Advanced (FASHN engine): the seed as typed ('' = random), the mode, the garment photo kind. */
  seed: string;
  quality: AiQuality | '';
  garmentPhotoType: GarmentPhotoTypeOption;
}

/** The largest seed a shoot may ask for: AI model n uses seed + n − 1, all within 2^32 − 1. */
export const AI_SEED_MAX = 2 ** 32 - 1 - PHOTOSHOOT_LIMITS.aiModelsMax;

/** Why the typed seed cannot be sent, or null when it is empty (random) or usable. */
export function seedProblem(seed: string): string | null {
  const text = seed.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text) || Number(text) > AI_SEED_MAX) {
    return `The seed must be a whole number from 0 to ${AI_SEED_MAX.toLocaleString('en-IN')}.`;
  }
  return null;
}

export function useAiModels() {
  const [choice, setChoice] = useState<AiModelsChoice>({
    count: 0,
    prompt: '',
    perGarment: false,
    seed: '',
    quality: '',
    garmentPhotoType: 'auto',
  });
  const update = (change: Partial<AiModelsChoice>) => setChoice((c) => ({ ...c, ...change }));
  return { choice, update };
}

/**
 * The request's aiModels: only when the deployment offers them and at least one is asked for.
 * Advanced settings left at their defaults (random seed, the deployment's mode, Auto) are not sent.
 */
export function aiModelsInput(
  choice: AiModelsChoice,
  isOffered: boolean,
): CreatePhotoshootInput['aiModels'] {
  if (!isOffered || choice.count === 0) return undefined;
  const seed = choice.seed.trim();
  return {
    count: choice.count,
    prompt: choice.prompt.trim() || undefined,
    perGarment: choice.perGarment || undefined,
    seed: seed !== '' && seedProblem(seed) === null ? Number(seed) : undefined,
    quality: choice.quality || undefined,
    garmentPhotoType: choice.garmentPhotoType === 'auto' ? undefined : choice.garmentPhotoType,
  };
}
