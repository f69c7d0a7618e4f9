import {
  PHOTOSHOOT_CREDITS_PER_IMAGE,
  PHOTOSHOOT_LIMITS,
  type Shot,
} from '@drape/shared/photoshoots-common.contract';
import {
  photoshootImageCount,
  type CreatePhotoshootInput,
} from '@drape/shared/photoshoots.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
import { CREDIT_BALANCE_QUERY_KEY } from '@/lib/credit-balance';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { startPhotoshoot } from '../api/shoots-api';
import { aiModelsInput, seedProblem, useAiModels } from './use-ai-models';
import { useGarments, type GarmentRow } from './use-garments';
import { useCapabilities } from './use-library';
import { useSelection } from './use-selection';

export interface ShootError {
  message: string;
  outOfCredits?: boolean;
}

/** The request body for the garments that finished uploading. */
export function garmentInputs(rows: readonly GarmentRow[]): CreatePhotoshootInput['garments'] {
  return rows
    .filter((r) => r.status === 'done' && r.uploadId)
    .map((r) => ({
      uploadId: r.uploadId!,
      name: r.name.trim() || undefined,
      sku: r.sku.trim() || undefined,
    }));
}

/**
 * Start, with one Idempotency-Key per confirmed shoot: a double click or Start again after a
 * network error is answered with the same shoot and charged once; a changed selection is a new
 * shoot. A click while the request is on its way is ignored.
 */
function useStartShoot(input: CreatePhotoshootInput) {
  const [error, setError] = useState<ShootError | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestKey = useIdempotencyKey();
  const sending = useRef(false);
  const start = useMutation({
    mutationFn: () => startPhotoshoot(input, requestKey.keyFor(input)),
    onMutate: () => setError(null),
    onSuccess: async (shoot) => {
      requestKey.done();
      toast.success('Photoshoot started', `${shoot.imageCount} images are on their way.`);
      await queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
      await navigate(`/photoshoots/${shoot.id}`);
    },
    onError: (err) => {
      const outOfCredits = isApiError(err) && err.code === 'INSUFFICIENT_CREDITS';
      setError({ message: errorMessage(err, 'The photoshoot could not be started'), outOfCredits });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  function submit() {
    if (sending.current) return;
    sending.current = true;
    start.mutate();
  }
  return { isPending: start.isPending, error, submit };
}

/** Everything the New shoot screen chooses, the image count and cost, and Start. */
export function useNewShoot() {
  const garments = useGarments();
  const models = useSelection(PHOTOSHOOT_LIMITS.modelsMax);
  const backdrops = useSelection(PHOTOSHOOT_LIMITS.backdropsMax);
  const [shots, setShots] = useState<Shot[]>(['full', 'three-quarter', 'close-up']);
  const [name, setName] = useState('');
  const ai = useAiModels();
  const capabilities = useCapabilities();
  const input: CreatePhotoshootInput = {
    name: name.trim() || undefined,
    garments: garmentInputs(garments.rows),
    modelIds: models.ids,
    backdropIds: backdrops.ids,
    shots,
    aiModels: aiModelsInput(ai.choice, capabilities.data?.aiModels === true),
  };
  const imageCount = photoshootImageCount(input);
  const creditCost = imageCount * PHOTOSHOOT_CREDITS_PER_IMAGE;
  const start = useStartShoot(input);

  function toggleShot(shot: Shot) {
    setShots((cur) => (cur.includes(shot) ? cur.filter((s) => s !== shot) : [...cur, shot]));
  }

  // A seed that cannot be sent stops Start (the Advanced section says why) rather than being dropped.
  const seedOk = !input.aiModels || seedProblem(ai.choice.seed) === null;
  const canStart = imageCount > 0 && !garments.uploading && !start.isPending && seedOk;
  return {
    garments,
    models,
    aiModelCount: input.aiModels?.count ?? 0,
    ai,
    backdrops,
    shots,
    toggleShot,
    name,
    setName,
    imageCount,
    creditCost,
    start,
    error: start.error,
    canStart,
  };
}
