import type { Purchase } from '@drape/shared/invoices.contract';
import { Download, Receipt } from 'lucide-react';
import { InvoiceButton } from '@/components/invoices/invoice-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-error';
import { downloadBlob } from '@/lib/download-blob';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { usePurchases } from '../api/profile-api';
import { billingHistoryCsv, packName } from '../lib/billing-csv';

function downloadCsv(purchases: readonly Purchase[]) {
  const blob = new Blob([billingHistoryCsv(purchases)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, 'drape-billing-history.csv');
}

/** Paid credit purchases with their rupee amounts, a GST invoice each, and the CSV of them all. */
export function PurchaseHistory() {
  const purchases = usePurchases();
  if (purchases.isPending) return <div className="h-24 animate-pulse rounded-lg bg-surface-2" />;
  if (purchases.isError) {
    return (
      <ErrorState
        title="Could not load billing history"
        message={errorMessage(purchases.error)}
        onRetry={() => void purchases.refetch()}
      />
    );
  }
  if (purchases.data.length === 0) {
    return (
      <EmptyState
        icon={<Receipt className="size-5" aria-hidden />}
        title="No purchases yet"
        description="Credit packs you buy will appear here, each with its GST tax invoice."
      />
    );
  }
  return (
    <div>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {purchases.data.map((p) => (
          <PurchaseItem key={p.orderId} purchase={p} />
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        leftIcon={<Download className="size-3.5" aria-hidden />}
        onClick={() => downloadCsv(purchases.data)}
      >
        Download Billing History
      </Button>
    </div>
  );
}

function PurchaseItem({ purchase: p }: { purchase: Purchase }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-fg">
          {packName(p.packId)} · {formatNumber(p.credits)} credits
        </p>
        <p className="text-xs break-all text-muted">
          {p.paidAt ? formatDate(p.paidAt) : 'Paid'}
          {p.invoiceNumber ? ` · Invoice ${p.invoiceNumber}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span className="font-semibold text-fg tabular-nums">
          {formatPrice(p.amountPaise / 100)}
        </span>
        <InvoiceButton orderId={p.orderId} />
      </div>
    </li>
  );
}
