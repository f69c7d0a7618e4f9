import { TRYON_MESSAGES, type BulkDeleteResponse } from '@drape/shared/tryon.contract';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useDeleteGenerations } from '../api/gallery-api';

/** The selection of cards and the delete confirmation (one item or the selected ones). */
export function useGalleryDelete() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const remove = useDeleteGenerations();

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function confirmDelete() {
    if (!confirm) return;
    const ids = confirm;
    try {
      const result = await remove.mutateAsync(ids);
      setSelected((s) => new Set([...s].filter((id) => !result.deleted.includes(id))));
      announceDeleted(result);
    } catch (err) {
      toast.error(TRYON_MESSAGES.deleteFailed, errorMessage(err));
    } finally {
      setConfirm(null);
    }
  }

  return {
    selected,
    toggle,
    confirm,
    askDelete: setConfirm,
    cancelDelete: () => setConfirm(null),
    confirmDelete,
    isDeleting: remove.isPending,
  };
}

function announceDeleted(result: BulkDeleteResponse['data']) {
  toast.success(
    TRYON_MESSAGES.deleted,
    result.deleted.length === 1
      ? 'The VTON result was deleted.'
      : `${result.deleted.length} items were deleted.`,
  );
  if (result.skipped.length)
    toast.warning(
      'Some items were not deleted',
      `${result.skipped.length} item(s) are still running or no longer exist.`,
    );
}
