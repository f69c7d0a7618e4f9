import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import {
  createBackdrop,
  deleteBackdrop,
  deleteModel,
  listBackdrops,
  listModels,
} from '../api/library-api';
import { getCapabilities } from '../api/shoots-api';

export const MODELS_KEY = ['photoshoots', 'models'] as const;
export const BACKDROPS_KEY = ['photoshoots', 'backdrops'] as const;

export function useModels() {
  return useQuery({ queryKey: MODELS_KEY, queryFn: ({ signal }) => listModels(signal) });
}

export function useBackdrops() {
  return useQuery({ queryKey: BACKDROPS_KEY, queryFn: ({ signal }) => listBackdrops(signal) });
}

/** What the deployment's engine can do (AI models only with a GPU engine). */
export function useCapabilities() {
  return useQuery({
    queryKey: ['photoshoots', 'capabilities'],
    queryFn: ({ signal }) => getCapabilities(signal),
    staleTime: Infinity,
  });
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: () => {
      toast.success('Model deleted');
      return queryClient.invalidateQueries({ queryKey: MODELS_KEY });
    },
    onError: (err) => toast.error('Could not delete the model', errorMessage(err)),
  });
}

export function useBackdropMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKDROPS_KEY });
  const create = useMutation({
    mutationFn: (v: { file: File; name: string }) => createBackdrop(v.file, v.name),
    onSuccess: () => {
      toast.success('Backdrop added');
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteBackdrop,
    onSuccess: () => {
      toast.success('Backdrop deleted');
      return refresh();
    },
    onError: (err) => toast.error('Could not delete the backdrop', errorMessage(err)),
  });
  return { create, remove };
}
