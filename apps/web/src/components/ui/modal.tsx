import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

/** Widths from spec §9: sm medium, md large, lg 2xl, xl 4xl, full 7xl. */
const SIZES: Record<ModalSize, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  full: 'max-w-7xl',
};

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Read by screen readers when there is no visible title. */
  ariaLabel?: string;
  description?: string;
  size?: ModalSize;
  showCloseButton?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

export function Modal({
  open,
  onClose,
  title,
  ariaLabel,
  description,
  size = 'md',
  showCloseButton = true,
  children,
  footer,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={description ? undefined : undefined}
          className={cn(
            'animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
            'flex flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-2xl shadow-black/40',
            SIZES[size],
          )}
        >
          {title ? (
            <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
              <div>
                <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description className="mt-1 text-sm text-muted">
                    {description}
                  </Dialog.Description>
                )}
              </div>
              {showCloseButton && <CloseButton />}
            </div>
          ) : (
            <>
              <Dialog.Title className="sr-only">{ariaLabel ?? 'Dialog'}</Dialog.Title>
              {showCloseButton && (
                <div className="absolute top-3 right-3">
                  <CloseButton />
                </div>
              )}
            </>
          )}
          {!description && (
            <Dialog.Description className="sr-only">
              {title ?? ariaLabel ?? 'Dialog'}
            </Dialog.Description>
          )}
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-line bg-surface-2/50 px-6 py-3">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CloseButton() {
  return (
    <Dialog.Close
      className="grid size-8 cursor-pointer place-items-center rounded-md text-subtle hover:bg-surface-2 hover:text-fg"
      aria-label="Close"
    >
      <X className="size-4" aria-hidden />
    </Dialog.Close>
  );
}
