import { API_KEY_MESSAGES, type ApiKey } from '@drape/shared/api-keys.contract';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useRevokeApiKey } from '../api/api-keys-api';

export function DeleteKeyModal({
  apiKey,
  onClose,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
}) {
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  const confirm = async () => {
    if (!apiKey) return;
    try {
      await revoke.mutateAsync(apiKey.id);
      // Said like a toggle's "Key Disabled": the card just vanishing left users unsure (issue 13 §12).
      toast.success('Key Deleted', `"${apiKey.name}" was deleted.`);
      close();
    } catch {
      // Shown below; the key stays in the list because it was not deleted.
    }
  };
  return (
    <ConfirmDeleteDialog
      open={apiKey !== null}
      title="Delete API Key"
      deleting={revoke.isPending}
      onCancel={close}
      onConfirm={() => void confirm()}
    >
      <p className="text-sm text-muted">
        {apiKey ? API_KEY_MESSAGES.deleteConfirm(apiKey.name) : ''}
      </p>
      <p className="mt-2 text-xs text-subtle">Requests with this key will fail immediately.</p>
      {revoke.isError && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          Delete failed: {errorMessage(revoke.error)}
        </p>
      )}
    </ConfirmDeleteDialog>
  );
}
