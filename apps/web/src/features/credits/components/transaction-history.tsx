import { CREDITS_MESSAGES } from '@drape/shared/credits.contract';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { exportTransactions, useTransactions, type TransactionFilter } from '../api/credits-api';
import { TransactionRow } from './transaction-row';

const FILTERS: { value: TransactionFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'CREDIT', label: 'Credits' },
  { value: 'DEBIT', label: 'Debits' },
];

export function TransactionHistory({ onPurchase }: { onPurchase: () => void }) {
  const [filter, setFilter] = useState<TransactionFilter>('ALL');
  const [exporting, setExporting] = useState(false);
  const query = useTransactions(filter);
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];

  const onExport = async () => {
    setExporting(true);
    try {
      await exportTransactions(filter);
    } catch (err) {
      toast.error('Export Failed', errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      <CardHeader
        title="Transaction History"
        icon={<Receipt className="size-4" aria-hidden />}
        className="flex-col sm:flex-row sm:items-center"
        action={
          <div className="flex flex-wrap items-center gap-2">
            <div
              role="group"
              aria-label="Filter transactions"
              className="inline-flex rounded-lg border border-line p-0.5"
            >
              {FILTERS.map((f) => (
                <button
                  key={f.value}
                  type="button"
                  aria-pressed={filter === f.value}
                  onClick={() => setFilter(f.value)}
                  className={cn(
                    'h-7 cursor-pointer rounded-md px-3 text-xs font-medium transition-colors',
                    filter === f.value ? 'bg-brand text-brand-fg' : 'text-muted hover:text-fg',
                  )}
                >
                  {f.label}
                </button>
              ))}
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void onExport()}
              loading={exporting}
              leftIcon={<Download className="size-3.5" aria-hidden />}
            >
              Export
            </Button>
          </div>
        }
      />
      <div className="max-h-[36rem] overflow-y-auto">
        {query.isPending ? (
          <div className="grid place-items-center py-12">
            <Spinner />
          </div>
        ) : query.isError ? (
          <ErrorState
            title="Could not load your transactions"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<Receipt className="size-5" aria-hidden />}
            title={CREDITS_MESSAGES.noTransactions}
            description={
              filter === 'ALL'
                ? 'Your purchases and generations will appear here.'
                : 'Nothing matches this filter.'
            }
            action={
              filter === 'ALL' ? (
                <Button onClick={onPurchase}>{CREDITS_MESSAGES.firstPurchase}</Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="divide-y divide-line">
              {rows.map((tx) => (
                <TransactionRow key={tx.id} tx={tx} />
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="border-t border-line p-3 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
