import { XCircle, X } from 'lucide-react';
import type { CreditPackage } from '@drape/shared/credits.contract';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { usePackages } from '../api/credits-api';
import { PackCard } from './pack-card';

export function PurchaseModal({
  open,
  onClose,
  onBuy,
  processingPackId,
  error,
  onDismissError,
}: {
  open: boolean;
  onClose: () => void;
  onBuy: (pack: CreditPackage) => void;
  processingPackId: string | null;
  error: string | null;
  onDismissError: () => void;
}) {
  const packages = usePackages();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Purchase Credits"
      description="Credits never expire. Pick a pack to top up your balance."
      size="full"
      footer={
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      {error && (
        <div
          role="alert"
          className="mb-5 flex items-start gap-3 rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-700 dark:text-red-300"
        >
          <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="flex-1">{error}</p>
          <button
            type="button"
            onClick={onDismissError}
            aria-label="Dismiss error"
            className="cursor-pointer rounded p-0.5 hover:bg-red-500/20"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
      {packages.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : packages.isError ? (
        <ErrorState
          title="Could not load the credit packs"
          message={errorMessage(packages.error)}
          onRetry={() => void packages.refetch()}
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {packages.data.map((pack) => (
            <PackCard
              key={pack.id}
              pack={pack}
              processing={processingPackId === pack.id}
              disabled={processingPackId !== null && processingPackId !== pack.id}
              onBuy={() => onBuy(pack)}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
