import { CreditCard, Download, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError, errorMessage } from '@/lib/api-error';
import { useCreditBalance } from '@/lib/credit-balance';
import { downloadBlob } from '@/lib/download-blob';
import { formatDate, formatNumber } from '@/lib/format';
import { usePurchaseHistory, type PurchaseRow } from '../api/profile-api';

function downloadCsv(rows: PurchaseRow[]) {
  const header = ['Date', 'Description', 'Credits', 'Status', 'Payment ID', 'Order ID'];
  const quote = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  const lines = rows.map((r) =>
    [r.createdAt, r.description, r.amount, r.status, r.paymentId, r.orderId].map(quote).join(','),
  );
  const blob = new Blob([[header.join(','), ...lines].join('\n')], { type: 'text/csv' });
  downloadBlob(blob, 'drape-billing-history.csv');
}

function History() {
  const history = usePurchaseHistory();
  if (history.isPending) return <div className="h-24 animate-pulse rounded-lg bg-surface-2" />;
  if (history.isError) {
    // Until the credits service answers, say so plainly rather than inventing rows.
    const unavailable = isApiError(history.error) && history.error.status === 404;
    return unavailable ? (
      <EmptyState
        icon={<Receipt className="size-5" aria-hidden />}
        title="Billing history is not available yet"
        description="Your purchases will be listed here."
      />
    ) : (
      <ErrorState
        title="Could not load billing history"
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const rows = history.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<Receipt className="size-5" aria-hidden />}
        title="No purchases yet"
        description="Credit packs you buy will appear here."
      />
    );
  }
  return (
    <div>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {rows.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="truncate font-medium text-fg">{r.description ?? 'Credit purchase'}</p>
              <p className="text-xs text-muted">
                {formatDate(r.createdAt)}
                {r.paymentId ? ` · ${r.paymentId}` : ''}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {r.status && (
                <Badge
                  tone={
                    r.status === 'COMPLETED'
                      ? 'success'
                      : r.status === 'FAILED'
                        ? 'danger'
                        : 'warning'
                  }
                >
                  {r.status.toLowerCase()}
                </Badge>
              )}
              <span className="font-semibold text-success tabular-nums">
                +{formatNumber(r.amount)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        leftIcon={<Download className="size-3.5" aria-hidden />}
        onClick={() => downloadCsv(rows)}
      >
        Download Billing History
      </Button>
    </div>
  );
}

export function BillingSection() {
  const balance = useCreditBalance();
  return (
    <Card id="billing">
      <CardHeader
        icon={<CreditCard className="size-4" aria-hidden />}
        title="Billing & Subscription"
        description="Your plan, payment method and purchases."
      />
      <CardBody className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-line bg-gradient-to-br from-brand-soft to-accent-soft p-4">
            <p className="text-xs font-medium text-muted">Current plan</p>
            <p className="mt-1 text-lg font-semibold text-fg">Free Tier · pay as you go</p>
            <p className="mt-1 text-sm text-muted">
              {balance.isSuccess
                ? `${formatNumber(balance.data)} credits available`
                : 'Credits never expire'}
            </p>
            <Link to="/credits" className={buttonClasses('primary', 'sm', 'mt-3')}>
              Upgrade
            </Link>
          </div>
          <div className="rounded-xl border border-line p-4">
            <p className="text-xs font-medium text-muted">Payment method</p>
            <p className="mt-1 text-sm font-medium text-fg">No payment method saved</p>
            <p className="mt-1 text-sm text-muted">
              You enter card or UPI details securely at checkout when buying credits; we never store
              them.
            </p>
          </div>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-fg">Purchase history</h3>
          <History />
        </div>
      </CardBody>
    </Card>
  );
}
