import type {
  PhotoshootDetail,
  PhotoshootEvent,
  PhotoshootImage,
} from '@drape/shared/photoshoots.contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { CREDIT_BALANCE_QUERY_KEY } from '@/lib/credit-balance';
import { followPhotoshoot, getPhotoshoot, retryFailed, retryImage } from '../api/shoots-api';

export const shootKey = (id: string) => ['photoshoots', 'detail', id] as const;

/** Applies a live event to the loaded shoot: the new summary, and changed images by id. */
export function mergeEvent(shoot: PhotoshootDetail, event: PhotoshootEvent): PhotoshootDetail {
  const changed = new Map<string, PhotoshootImage>(event.images.map((i) => [i.id, i]));
  return {
    ...shoot,
    ...event.photoshoot,
    images: shoot.images.map((i) => changed.get(i.id) ?? i),
  };
}

const isRunning = (s: PhotoshootDetail | undefined) =>
  !!s && (s.counts.pending > 0 || s.counts.processing > 0);

function useFollow(id: string, shoot: PhotoshootDetail | undefined, queryClient: QueryClient) {
  const running = isRunning(shoot);
  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    void followPhotoshoot(
      id,
      (event) => {
        queryClient.setQueryData<PhotoshootDetail>(shootKey(id), (cur) =>
          cur ? mergeEvent(cur, event) : cur,
        );
        const { pending, processing, failed } = event.photoshoot.counts;
        if (pending === 0 && processing === 0) {
          void queryClient.invalidateQueries({ queryKey: ['photoshoots', 'list'] });
          if (failed > 0)
            void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
        }
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [id, running, queryClient]);
}

/** One shoot, followed live while images are pending or processing, with retry. */
export function usePhotoshoot(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: shootKey(id),
    queryFn: ({ signal }) => getPhotoshoot(id, signal),
  });
  useFollow(id, query.data, queryClient);

  const onRetried = async (r: { retried: number }) => {
    toast.success('Retrying', `${r.retried} image${r.retried === 1 ? '' : 's'} queued again.`);
    await queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: shootKey(id) });
  };
  const onError = (err: unknown) => toast.error('Could not retry', errorMessage(err));
  const retryOne = useMutation({
    mutationFn: (imageId: string) => retryImage(id, imageId),
    onSuccess: onRetried,
    onError,
  });
  const retryAll = useMutation({
    mutationFn: () => retryFailed(id),
    onSuccess: onRetried,
    onError,
  });
  return { query, retryOne, retryAll, running: isRunning(query.data) };
}
