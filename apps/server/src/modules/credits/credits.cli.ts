import { parseArgs } from 'node:util';
import { ConfigError } from '../../config';
import type { AppDeps } from '../../lib/deps';
import { duplicatePaymentsReport } from '../payments/payments.service';
import { reconcileUnpaidOrders } from '../payments/payments.reconciler';
import { grantCredits } from './credits.service';

/**
 * `server credits grant --email … --amount … --reason …` and `server payments reconcile`, run
 * on the context's services (no HTTP server).
 */
export async function runMoneyCommand(
  deps: AppDeps,
  command: 'credits' | 'payments',
  args: string[],
): Promise<string> {
  const [sub, ...rest] = args;
  if (command === 'credits' && sub === 'grant') {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        amount: { type: 'string' },
        reason: { type: 'string' },
      },
    });
    if (!values.email || !values.amount || !values.reason) {
      throw new ConfigError(['credits grant needs --email, --amount and --reason']);
    }
    const amount = Number(values.amount);
    const r = await grantCredits(deps.db, {
      email: values.email,
      amount,
      reason: values.reason,
    });
    return `${amount > 0 ? 'granted' : 'removed'} ${Math.abs(amount)} credits: ${values.email} (${r.userId}) now has ${r.balance}`;
  }
  if (command === 'payments' && sub === 'reconcile') {
    const r = await reconcileUnpaidOrders(deps, { minAgeSeconds: 60 });
    return `checked ${r.checked}, credited ${r.credited}, expired ${r.expired}, errors ${r.errors}`;
  }
  if (command === 'payments' && sub === 'duplicates') return duplicatePaymentsReport(deps.db);
  throw new ConfigError([`unknown command "${command} ${args.join(' ')}"`]);
}
