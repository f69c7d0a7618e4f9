import type { Transaction } from '@drape/shared/credits.contract';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { InvoiceButton } from '@/components/invoices/invoice-button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';

const KIND_TONES: Record<Transaction['kind'], BadgeTone> = {
  purchase: 'brand',
  usage: 'neutral',
  refund: 'info',
  bonus: 'accent',
  adjustment: 'warning',
};

/** Spec §4: COMPLETED green, PENDING yellow, FAILED red. */
const STATUS_TONES: Record<Transaction['status'], BadgeTone> = {
  COMPLETED: 'success',
  PENDING: 'warning',
  FAILED: 'danger',
};

/** Only a completed purchase paid through an order has a GST tax invoice. */
function isPaidPurchase(tx: Transaction): tx is Transaction & { orderId: string } {
  return tx.kind === 'purchase' && tx.status === 'COMPLETED' && Boolean(tx.orderId);
}

export function TransactionRow({ tx }: { tx: Transaction }) {
  const isCredit = tx.type === 'CREDIT';
  const Icon = isCredit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-start gap-3 px-5 py-4 sm:px-6" data-testid="transaction-row">
      <span
        className={cn(
          'mt-0.5 grid size-9 shrink-0 place-items-center rounded-full',
          isCredit ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-fg">{tx.description}</p>
        <p className="mt-0.5 text-xs text-muted">
          <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt)}</time>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <Badge tone={isCredit ? 'success' : 'danger'}>{isCredit ? 'credit' : 'debit'}</Badge>
          <Badge tone={KIND_TONES[tx.kind]}>{tx.kind}</Badge>
          <Badge tone={STATUS_TONES[tx.status]}>{tx.status}</Badge>
        </div>
        {(tx.paymentId || tx.orderId) && (
          <dl className="mt-2 space-y-0.5 text-xs text-muted">
            {tx.paymentId && (
              <div className="flex min-w-0 gap-1">
                <dt className="shrink-0">Payment ID:</dt>
                <dd className="truncate font-mono">{tx.paymentId}</dd>
              </div>
            )}
            {tx.orderId && (
              <div className="flex min-w-0 gap-1">
                <dt className="shrink-0">Order ID:</dt>
                <dd className="truncate font-mono">{tx.orderId}</dd>
              </div>
            )}
          </dl>
        )}
        <p className="mt-1 text-xs text-muted tabular-nums">
          Balance: {formatNumber(tx.balanceBefore)} → {formatNumber(tx.balanceAfter)}
        </p>
        {isPaidPurchase(tx) && (
          <div className="mt-2">
            <InvoiceButton orderId={tx.orderId} />
          </div>
        )}
      </div>
      <p
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          isCredit ? 'text-success' : 'text-danger',
        )}
      >
        {isCredit ? '+' : '−'}
        {formatNumber(tx.amount)}
      </p>
    </li>
  );
}
