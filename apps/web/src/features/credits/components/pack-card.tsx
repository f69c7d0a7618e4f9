import type { CreditPackage } from '@drape/shared/credits.contract';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber, formatPrice } from '@/lib/format';

export function PackCard({
  pack,
  processing,
  disabled,
  onBuy,
}: {
  pack: CreditPackage;
  processing: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  return (
    <article
      aria-label={pack.name}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border bg-surface p-5',
        pack.popular ? 'border-brand shadow-lg shadow-brand/10 ring-1 ring-brand' : 'border-line',
      )}
    >
      {pack.popular && (
        <span className="absolute top-6 -right-11 w-40 rotate-45 bg-brand py-1 text-center text-[10px] font-semibold tracking-wide text-brand-fg uppercase">
          Most Popular
        </span>
      )}
      <h3 className="text-base font-semibold text-fg">{pack.name}</h3>
      <p className="mt-1 text-sm text-muted">
        <span className="text-2xl font-semibold text-fg tabular-nums">
          {formatNumber(pack.credits)}
        </span>{' '}
        credits
      </p>
      <div className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold text-fg tabular-nums">{formatPrice(pack.price)}</span>
        {pack.originalPrice !== null && (
          <s
            className="text-sm text-subtle tabular-nums"
            aria-label={`Original price ${formatPrice(pack.originalPrice)}`}
          >
            {formatPrice(pack.originalPrice)}
          </s>
        )}
      </div>
      <p className="mt-1 h-5 text-sm font-medium text-success">{pack.savings ?? ''}</p>
      <p className="text-xs text-muted">{formatPrice(pack.pricePerCredit)} per credit</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-muted">
        {pack.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-5 w-full"
        variant={pack.popular ? 'primary' : 'outline'}
        loading={processing}
        disabled={disabled}
        onClick={onBuy}
      >
        {processing ? 'Processing...' : `Buy ${pack.name}`}
      </Button>
    </article>
  );
}
