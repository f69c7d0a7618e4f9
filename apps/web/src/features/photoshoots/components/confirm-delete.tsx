import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Asks before deleting a shoot, a model or a backdrop; nothing is deleted until Delete. */
export function ConfirmDelete({
  title,
  message,
  open,
  deleting,
  onCancel,
  onConfirm,
}: {
  title: string;
  message: string;
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </div>
      }
    >
      <p className="text-sm text-fg">{message}</p>
    </Modal>
  );
}
