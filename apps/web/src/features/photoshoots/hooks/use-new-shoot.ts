import {
  PHOTOSHOOT_CREDITS_PER_IMAGE,
  PHOTOSHOOT_LIMITS,
  photoshootImageCount,
  type CreatePhotoshootInput,
  type Shot,
} from '@drape/shared/photoshoots.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-error';
import { CREDIT_BALANCE_QUERY_KEY } from '@/lib/credit-balance';
import { startPhotoshoot } from '../api/shoots-api';
import { useGarments, type GarmentRow } from './use-garments';
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

/** Everything the New shoot screen chooses, the image count and cost, and Start. */
export function useNewShoot() {
  const garments = useGarments();
  const models = useSelection(PHOTOSHOOT_LIMITS.modelsMax);
  const backdrops = useSelection(PHOTOSHOOT_LIMITS.backdropsMax);
  const [shots, setShots] = useState<Shot[]>(['full', 'three-quarter', 'close-up']);
  const [name, setName] = useState('');
  const [error, setError] = useState<ShootError | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const input: CreatePhotoshootInput = {
    name: name.trim() || undefined,
    garments: garmentInputs(garments.rows),
    modelIds: models.ids,
    backdropIds: backdrops.ids,
    shots,
  };
  const imageCount = photoshootImageCount(input);
  const creditCost = imageCount * PHOTOSHOOT_CREDITS_PER_IMAGE;

  const start = useMutation({
    mutationFn: () => startPhotoshoot(input),
    onMutate: () => setError(null),
    onSuccess: async (shoot) => {
      toast.success('Photoshoot started', `${shoot.imageCount} images are on their way.`);
      await queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
      await navigate(`/photoshoots/${shoot.id}`);
    },
    onError: (err) => {
      const outOfCredits = isApiError(err) && err.code === 'INSUFFICIENT_CREDITS';
      setError({ message: errorMessage(err, 'The photoshoot could not be started'), outOfCredits });
    },
  });

  function toggleShot(shot: Shot) {
    setShots((cur) => (cur.includes(shot) ? cur.filter((s) => s !== shot) : [...cur, shot]));
  }

  const canStart = imageCount > 0 && !garments.uploading && !start.isPending;
  return {
    garments,
    models,
    backdrops,
    shots,
    toggleShot,
    name,
    setName,
    imageCount,
    creditCost,
    start,
    error,
    canStart,
  };
}
