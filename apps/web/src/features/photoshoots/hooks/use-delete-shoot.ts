import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { deletePhotoshoot } from '../api/shoots-api';

/** DELETE /v1/photoshoots/:id, then back to the list (409 while images are still running). */
export function useDeleteShoot(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deletePhotoshoot(id),
    onSuccess: async () => {
      toast.success('Photoshoot deleted');
      queryClient.removeQueries({ queryKey: ['photoshoots', 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: ['photoshoots', 'list'] });
      await navigate('/photoshoots');
    },
    onError: (err) => toast.error('Could not delete the photoshoot', errorMessage(err)),
  });
}
