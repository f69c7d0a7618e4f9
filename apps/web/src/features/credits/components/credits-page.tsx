import { LOW_BALANCE_THRESHOLD } from '@drape/shared/constants';
import { CREDITS_MESSAGES } from '@drape/shared/credits.contract';
import { AlertTriangle, BarChart3, Coins, Plus, ShoppingBag, TrendingDown } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useCreditBalance } from '@/lib/credit-balance';
import { useDocumentTitle } from '@/lib/document-title';
import { formatNumber } from '@/lib/format';
import { useTransactionStats } from '../api/credits-api';
import { usePurchase } from '../hooks/use-purchase';
import { PurchaseModal } from './purchase-modal';
import { SandboxCheckoutModal } from './sandbox-checkout-modal';
import { TransactionHistory } from './transaction-history';

function SummaryCard({
  label,
  value,
  icon: Icon,
  tone,
  marker,
}: {
  label: string;
  value: number | undefined;
  icon: typeof Coins;
  tone: string;
  marker?: ReactNode;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-muted">{label}</p>
        <span className={cn('grid size-9 place-items-center rounded-lg', tone)}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p
        className="mt-3 text-3xl font-semibold tracking-tight text-fg tabular-nums"
        data-testid={`card-${label}`}
      >
        {value === undefined ? (
          <span
            className="inline-block h-8 w-16 animate-pulse rounded-md bg-surface-3 align-middle"
            aria-label="Loading"
          />
        ) : (
          formatNumber(value)
        )}
      </p>
      <div className="mt-1 h-5">{marker}</div>
    </Card>
  );
}

export function CreditsPage() {
  useDocumentTitle('Credits');
  const balance = useCreditBalance();
  const stats = useTransactionStats();
  // /credits?purchase=1 (the studio's "Purchase credits" link) opens the packs straight away.
  const [params] = useSearchParams();
  const [modalOpen, setModalOpen] = useState(() => params.get('purchase') === '1');
  const closeModal = useCallback(() => setModalOpen(false), []);
  const flow = usePurchase(closeModal);
  const isLow = balance.isSuccess && balance.data < LOW_BALANCE_THRESHOLD;
  const openModal = () => {
    flow.clearError();
    setModalOpen(true);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Credits"
        description="Buy credits and follow every change to your balance."
        action={
          <Button onClick={openModal} leftIcon={<Plus className="size-4" aria-hidden />}>
            Purchase Credits
          </Button>
        }
      />

      <section aria-label="Credit summary" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SummaryCard
          label="Current Balance"
          value={balance.data}
          icon={Coins}
          tone="bg-brand-soft text-brand dark:text-rose-300"
          marker={
            isLow ? (
              <Badge tone="warning">Low balance</Badge>
            ) : (
              <span className="text-xs text-muted">credits available</span>
            )
          }
        />
        <SummaryCard
          label="Total Purchased"
          value={stats.data?.totalCreditsPurchased}
          icon={ShoppingBag}
          tone="bg-success-soft text-success"
          marker={<span className="text-xs text-muted">credits bought</span>}
        />
        <SummaryCard
          label="Total Spent"
          value={stats.data?.totalCreditsUsed}
          icon={TrendingDown}
          tone="bg-info-soft text-info"
          marker={<span className="text-xs text-muted">credits used</span>}
        />
      </section>

      {isLow && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 sm:flex-row sm:items-center"
        >
          <AlertTriangle
            className="size-5 shrink-0 text-amber-600 dark:text-amber-300"
            aria-hidden
          />
          <div className="flex-1">
            <p className="text-sm font-semibold text-fg">Low Credit Alert</p>
            <p className="text-sm text-muted">{CREDITS_MESSAGES.lowBalance(balance.data)}</p>
          </div>
          <Button size="sm" onClick={openModal}>
            Purchase Now
          </Button>
        </div>
      )}

      {stats.data && stats.data.totalTransactions > 0 && (
        <Card>
          <CardHeader
            title="Transaction Overview"
            icon={<BarChart3 className="size-4" aria-hidden />}
          />
          <CardBody>
            <dl className="grid grid-cols-3 gap-4 text-center">
              {[
                ['Total Transactions', formatNumber(stats.data.totalTransactions), 'text-fg'],
                [
                  'Credits Added',
                  stats.data.totalCreditsAdded
                    ? `+${formatNumber(stats.data.totalCreditsAdded)}`
                    : '0',
                  'text-success',
                ],
                [
                  'Credits Used',
                  stats.data.totalCreditsUsed
                    ? `−${formatNumber(stats.data.totalCreditsUsed)}`
                    : '0',
                  'text-danger',
                ],
              ].map(([label, value, tone]) => (
                <div key={label}>
                  <dt className="text-xs text-muted sm:text-sm">{label}</dt>
                  <dd className={cn('mt-1 text-xl font-semibold tabular-nums sm:text-2xl', tone)}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
      )}

      <TransactionHistory onPurchase={openModal} />

      <PurchaseModal
        open={modalOpen}
        onClose={closeModal}
        onBuy={(pack) => void flow.purchase(pack)}
        processingPackId={flow.processingPackId}
        error={flow.error}
        onDismissError={flow.clearError}
      />
      <SandboxCheckoutModal checkout={flow.sandbox} />
    </div>
  );
}
