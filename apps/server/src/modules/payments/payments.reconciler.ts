import type { ProviderPayment } from '../../payments-providers/provider';
import type { PaymentDeps } from './payments.service';
import { emailPaymentFailed } from './payments.failed';
import { creditOrder, providerOf } from './payments.service';
import * as repo from './payments.repo';

export interface ReconcileOptions {
  /** Orders younger than this are left to the browser and the webhook. */
  minAgeSeconds?: number;
  /** Orders older than this are given up on (marked failed). */
  maxAgeHours?: number;
  limit?: number;
  now?: Date;
}

export interface ReconcileReport {
  checked: number;
  credited: number;
  expired: number;
  errors: number;
}

/**
 * Asks Razorpay about orders that are still unpaid after a while, so a purchase whose browser
 * closed before /verify (and whose webhook was lost) is still credited. Safe to run from many
 * processes at once: crediting is exactly-once.
 */
export async function reconcileUnpaidOrders(
  deps: PaymentDeps,
  opts: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const now = opts.now ?? new Date();
  const maxAgeMs = (opts.maxAgeHours ?? 72) * 3600_000;
  const report: ReconcileReport = { checked: 0, credited: 0, expired: 0, errors: 0 };
  const provider = providerOf(deps.config);
  if (provider.mode === 'razorpay') {
    const orders = await repo.listUnpaidOrders(deps.db, {
      createdAfter: new Date(now.getTime() - maxAgeMs),
      createdBefore: new Date(now.getTime() - (opts.minAgeSeconds ?? 120) * 1000),
      limit: opts.limit ?? 100,
    });
    for (const order of orders) {
      if (order.provider !== 'razorpay') continue;
      report.checked += 1;
      try {
        const payments = await provider.listOrderPayments(order.providerOrderId);
        const captured = payments.find((p) => p.status === 'captured');
        if (!captured) {
          await emailFailedPayments(deps, order, payments);
          continue;
        }
        const result = await creditOrder(deps, order, {
          id: captured.id,
          amountPaise: captured.amount,
          currency: captured.currency,
          source: 'reconciler',
        });
        if (result.outcome === 'credited') report.credited += 1;
      } catch (err) {
        report.errors += 1;
        deps.log.warn({ err, orderId: order.id }, 'could not reconcile order');
      }
    }
  }
  report.expired = await repo.expireUnpaidOrders(deps.db, new Date(now.getTime() - maxAgeMs));
  return report;
}

/** Failed attempts on an order still unpaid: each e-mails its buyer once (webhooks may be off). */
async function emailFailedPayments(
  deps: PaymentDeps,
  order: repo.PaymentOrderRow,
  payments: ProviderPayment[],
) {
  for (const p of payments.filter((x) => x.status === 'failed')) {
    await emailPaymentFailed(deps, order, { id: p.id, reason: p.errorDescription });
  }
}

/**
 * Runs the reconciler every `intervalMs` in this process (the `all` command uses it; scaled
 * deployments may run `server payments reconcile` from cron instead). Returns a stop function.
 */
export function startPaymentsReconciler(deps: PaymentDeps, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileUnpaidOrders(deps)
      .then((r) => {
        if (r.credited || r.errors) deps.log.info(r, 'payments reconciled');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'payments reconciler failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
