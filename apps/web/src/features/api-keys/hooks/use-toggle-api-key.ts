import type { ApiKey } from '@drape/shared/api-keys.contract';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useUpdateApiKey } from '../api/api-keys-api';

/** Enables or disables a key and says so; `isToggling(id)` drives that card's switch. */
export function useToggleApiKey() {
  const update = useUpdateApiKey();
  const toggle = async (key: ApiKey, isActive: boolean) => {
    try {
      await update.mutateAsync({ id: key.id, isActive });
      toast.success(
        isActive ? 'Key Enabled' : 'Key Disabled',
        `"${key.name}" is now ${isActive ? 'active' : 'inactive'}.`,
      );
    } catch (err) {
      toast.error('Update Failed', errorMessage(err, 'Failed to update API key'));
    }
  };
  const isToggling = (id: string) => update.isPending && update.variables.id === id;
  return { toggle, isToggling };
}
