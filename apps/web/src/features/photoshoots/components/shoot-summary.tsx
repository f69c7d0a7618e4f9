import { PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { formatCount, formatNumber } from '@/lib/format';
import { useCreditBalance } from '@/lib/credit-balance';
import type { ShootError } from '../hooks/use-new-shoot';
import { FormAlert } from './form-alert';

export interface SummaryCounts {
  garments: number;
  models: number;
  backdrops: number;
  shots: number;
}

/** The total and its credit cost, shown before the shoot is confirmed. */
export function ShootSummary({
  counts,
  imageCount,
  creditCost,
  canStart,
  starting,
  error,
  onStart,
}: {
  counts: SummaryCounts;
  imageCount: number;
  creditCost: number;
  canStart: boolean;
  starting: boolean;
  error: ShootError | null;
  onStart: () => void;
}) {
  const balance = useCreditBalance();
  const short = balance.data !== undefined && creditCost > balance.data;
  return (
    <Card>
      <CardBody className="space-y-4">
        <p className="text-sm text-muted" data-testid="shoot-formula">
          {counts.garments} garments × {counts.models} models × {counts.backdrops} backdrops ×{' '}
          {counts.shots} shots
        </p>
        <p className="text-2xl font-semibold text-fg" data-testid="shoot-total">
          {formatCount(imageCount, 'image')} · {formatCount(creditCost, 'credit')}
        </p>
        <p className="text-sm text-muted">
          1 credit an image. Your balance:{' '}
          {balance.data === undefined ? '...' : `${formatNumber(balance.data)} credits`}. A failed
          image is refunded.
        </p>
        {short && !error && (
          <FormAlert
            message={PHOTOSHOOT_MESSAGES.notEnoughCredits(creditCost, balance.data ?? 0)}
            outOfCredits
          />
        )}
        {error && <FormAlert message={error.message} outOfCredits={error.outOfCredits} />}
        <Button
          size="lg"
          onClick={onStart}
          disabled={!canStart}
          loading={starting}
          leftIcon={<Camera className="size-4" aria-hidden />}
        >
          Start photoshoot · {formatCount(creditCost, 'credit')}
        </Button>
      </CardBody>
    </Card>
  );
}
