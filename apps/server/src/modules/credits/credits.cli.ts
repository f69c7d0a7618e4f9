import { parseArgs } from 'node:util';
import { buildApp } from '../../app';
import { ConfigError, type Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { reconcileUnpaidOrders } from '../payments/payments.reconciler';
import { grantCredits } from './credits.service';

/**
 * `server credits grant --email … --amount … --reason …` and `server payments reconcile`.
 * Builds the app (database, mailer, events) without listening, runs, and closes it.
 */
export async function runMoneyCommand(
  config: Config,
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
    return withApp(config, async (deps) => {
      const r = await grantCredits(deps.db, {
        email: values.email as string,
        amount,
        reason: values.reason as string,
      });
      return `${amount > 0 ? 'granted' : 'removed'} ${Math.abs(amount)} credits: ${values.email} (${r.userId}) now has ${r.balance}`;
    });
  }
  if (command === 'payments' && sub === 'reconcile') {
    return withApp(config, async (deps) => {
      const r = await reconcileUnpaidOrders(deps, { minAgeSeconds: 60 });
      return `checked ${r.checked}, credited ${r.credited}, expired ${r.expired}, errors ${r.errors}`;
    });
  }
  throw new ConfigError([`unknown command "${command} ${args.join(' ')}"`]);
}

async function withApp<T>(
  config: Config,
  fn: (deps: Awaited<ReturnType<typeof buildApp>>['deps']) => Promise<T>,
): Promise<T> {
  const app = await buildApp({ ...config, LOG_LEVEL: 'warn' });
  try {
    await app.ready();
    return await fn(app.deps);
  } catch (err) {
    if (err instanceof AppError) throw new ConfigError([err.message]);
    throw err;
  } finally {
    await app.close();
  }
}
