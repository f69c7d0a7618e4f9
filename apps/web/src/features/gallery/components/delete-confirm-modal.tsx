import { TRYON_MESSAGES } from '@drape/shared/tryon.contract';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Asks before deleting one result or the selected ones. */
export function DeleteConfirmModal({
  ids,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  ids: string[] | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={!!ids}
      onClose={onCancel}
      title="Delete"
      size="sm"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={isDeleting} onClick={onConfirm}>
            Delete
          </Button>
        </div>
      }
    >
      <p className="text-sm text-fg">
        {ids && ids.length > 1
          ? TRYON_MESSAGES.bulkDeleteConfirm(ids.length)
          : TRYON_MESSAGES.deleteConfirm}
      </p>
    </Modal>
  );
}
