import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/**
 * Asks before deleting something; nothing is deleted until Delete. `message` is the question's
 * text; `children` add anything below it (a warning, the error of a failed attempt).
 */
export function ConfirmDeleteDialog({
  title,
  message,
  open,
  deleting,
  onCancel,
  onConfirm,
  children,
}: {
  title: string;
  message?: ReactNode;
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      {message !== undefined && <p className="text-sm text-fg">{message}</p>}
      {children}
    </Modal>
  );
}
